import type { InferType } from 'yup';
import { object } from 'yup';
import { email } from '../patterns/email.ts';
import { mobile10 } from '../patterns/mobile10.ts';
import { optionalText, requiredText } from './fields.ts';

/** The spec words none of these; they are ours. */
export const customerSupportMessages = {
  firstNameRequired: 'Please enter your first name',
  phoneRequired: 'Please enter your phone number so we can call you',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  emailInvalid: 'Please enter a valid email address',
  queryInvalid: 'Please write your query as text',
} as const;

/**
 * The customer support call request. The spec stars only First Name; the phone number is
 * required too, because the form's one action is REQUEST A CALL.
 */
export const customerSupportSchema = /* @__PURE__ */ object({
  firstName: requiredText(customerSupportMessages.firstNameRequired),
  phone: requiredText(
    customerSupportMessages.phoneRequired,
    customerSupportMessages.phoneInvalid,
    mobile10,
  ),
  email: optionalText(customerSupportMessages.emailInvalid, email, 254),
  query: optionalText(customerSupportMessages.queryInvalid, undefined, 2000),
});

export type CustomerSupportValues = InferType<typeof customerSupportSchema>;
