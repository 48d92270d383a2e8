import { emailShape } from '../patterns/email.ts';
import { customerSupportMessages, customerSupportSchema } from '../schemas/customer-support.ts';
import { type Confirmation, challenged, endpoint, withBody } from './endpoint.ts';
import { jsonPatterns } from './json-patterns.ts';
import { requestBody, wire } from './wire.ts';

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
  /* @__PURE__ */ withBody(
    /* @__PURE__ */ endpoint<ContactRequest, Confirmation, typeof customerSupportSchema>(
      'POST',
      '/api/v1/bb/users/contact-us',
      customerSupportSchema,
    ),
    /* @__PURE__ */ requestBody([], {
      name: wire.text({ min: 0, max: 100, pattern: jsonPatterns.safeText }),
      first_name: wire.text({ min: 0, max: 100, pattern: jsonPatterns.safeText }),
      phone: wire.text({ min: 0, max: 20 }),
      email: wire.emptyOr(wire.text({ min: 0, max: 254, pattern: emailShape })),
      request_type: wire.text({ max: 100, pattern: jsonPatterns.safeText }),
      query: wire.text({ min: 0, max: 2000, pattern: jsonPatterns.safeText }),
    }),
    {
      _default: contactRouteMessages.firstNameRequired,
      name: contactRouteMessages.firstNameRequired,
      first_name: contactRouteMessages.firstNameRequired,
      phone: contactRouteMessages.phoneInvalid,
      email: contactRouteMessages.emailInvalid,
      request_type: contactRouteMessages.requestType,
      query: contactRouteMessages.queryInvalid,
    },
  ),
);
