import { customerSupportMessages, customerSupportSchema } from '../schemas/customer-support.ts';
import { type Confirmation, challenged, endpoint } from './endpoint.ts';

/** Every message of the contact route: the form's, then the API's. */
export const contactRouteMessages = {
  ...customerSupportMessages,
  requestType: 'Please select a valid Request Type',
  thanks: 'Thank you for your interest. Our team will get in touch with you soon.',
} as const;

/** A contact or call request (`/customer-support` sends request_type 'Customer Support'). */
export interface ContactRequest {
  first_name?: string;
  /** Older clients send `name` instead of `first_name`. */
  name?: string;
  phone: string;
  email?: string;
  request_type?: string;
  query?: string;
}

export const submitContactEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ endpoint<ContactRequest, Confirmation, typeof customerSupportSchema>(
    'POST',
    '/api/v1/bb/users/contact-us',
    customerSupportSchema,
  ),
);
