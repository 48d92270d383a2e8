import type { InferType } from 'yup';
import { object } from 'yup';
import { mobile10 } from '../patterns/mobile10.ts';
import { firstErrorIn } from './errors.ts';
import { atMost, loanAccountNumber, requiredText, ticked } from './fields.ts';
import { mandateRegistrationMessages } from './mandate-messages.ts';

export { mandateRegistrationMessages };

/**
 * E-mandate registration. The LAN is letters, digits and dots (at most 30); the captcha is
 * checked here for presence only: the API compares it with the answer it issued and replies
 * with `mandateRegistrationMessages.captcha` on a mismatch.
 */
export const mandateRegistrationSchema = /* @__PURE__ */ object({
  lan: requiredText(
    mandateRegistrationMessages.lan,
    mandateRegistrationMessages.lan,
    loanAccountNumber,
  ),
  reLan: requiredText(mandateRegistrationMessages.reLan).test({
    name: 'same-lan',
    message: mandateRegistrationMessages.reLan,
    test(value) {
      const lan: unknown = this.parent?.lan;
      return typeof lan === 'string' && value === lan.trim();
    },
  }),
  mobileNo: requiredText(
    mandateRegistrationMessages.mobileNo,
    mandateRegistrationMessages.mobileNo,
    mobile10,
  ),
  captcha: requiredText(
    mandateRegistrationMessages.captcha,
    mandateRegistrationMessages.captcha,
    atMost(20),
  ),
  terms: ticked(mandateRegistrationMessages.terms),
});

export type MandateRegistrationValues = InferType<typeof mandateRegistrationSchema>;

/** The spec's order of checks; each failure is shown alone (a toast) and refreshes the captcha. */
export const mandateRegistrationOrder = ['lan', 'reLan', 'mobileNo', 'captcha', 'terms'] as const;

/**
 * The first failing message in the spec's order, or `undefined` when valid.
 *
 * @example
 * mandateRegistrationFirstError({ lan: '', reLan: 'X' }); // 'Enter Valid LAN'
 */
export const mandateRegistrationFirstError =
  /* @__PURE__ */ firstErrorIn<MandateRegistrationValues>(
    mandateRegistrationSchema,
    mandateRegistrationOrder,
  );

/** The 'Loan Information' step: Submit needs the terms ticked. */
export const mandateInformationSchema = /* @__PURE__ */ object({
  terms: ticked(mandateRegistrationMessages.terms),
});

export type MandateInformationValues = InferType<typeof mandateInformationSchema>;
