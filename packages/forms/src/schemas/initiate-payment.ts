import type { InferType } from 'yup';
import { object } from 'yup';
import { email } from '../patterns/email.ts';
import { indianMobile } from '../patterns/indian-mobile.ts';
import { firstErrorIn } from './errors.ts';
import { atMost, loanAccountNumber, optionalText, requiredText } from './fields.ts';
import { initiatePaymentMessages } from './initiate-payment-messages.ts';
import { rupeeAmount } from './rupee-amount.ts';

export { initiatePaymentMessages, rupeeAmount };

/**
 * Quick payment. `amount` is the rupee amount as typed: digits, at most 6, more than zero. The
 * captcha is checked here for presence and by the API for its answer.
 */
export const initiatePaymentSchema = /* @__PURE__ */ object({
  lan: requiredText(initiatePaymentMessages.lan, initiatePaymentMessages.lan, loanAccountNumber),
  mobileNo: requiredText(
    initiatePaymentMessages.mobileNo,
    initiatePaymentMessages.mobileNo,
    indianMobile,
  ),
  email: optionalText(initiatePaymentMessages.email, email, 254),
  amount: requiredText(
    initiatePaymentMessages.amount,
    initiatePaymentMessages.amount,
    (value) => rupeeAmount.test(value) && Number(value) > 0,
  ),
  captcha: requiredText(
    initiatePaymentMessages.captcha,
    initiatePaymentMessages.captcha,
    atMost(20),
  ),
});

export type InitiatePaymentValues = InferType<typeof initiatePaymentSchema>;

/** The spec's order of checks; the optional e-mail (checked on blur in the form) comes last. */
export const initiatePaymentOrder = ['lan', 'mobileNo', 'amount', 'captcha', 'email'] as const;

/**
 * The first failing message in the spec's order, or `undefined` when valid.
 *
 * @example
 * initiatePaymentFirstError({ lan: 'TW0001', mobileNo: '12345' }); // 'Enter valid mobile'
 */
export const initiatePaymentFirstError = /* @__PURE__ */ firstErrorIn<InitiatePaymentValues>(
  initiatePaymentSchema,
  initiatePaymentOrder,
);
