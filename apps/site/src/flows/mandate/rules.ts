import {
  firstFieldErrorIn,
  type MandateRegistrationValues,
  mandateRegistrationOrder,
  mandateRegistrationSchema,
} from '@company/forms';

/**
 * The e-mandate form's rules (yup schemas of `@company/forms`), loaded with the first check
 * rather than with the page. The spec checks in order and shows one failure at a time.
 */
export const firstRegistrationFailure = /* @__PURE__ */ firstFieldErrorIn<
  MandateRegistrationValues,
  (typeof mandateRegistrationOrder)[number]
>(mandateRegistrationSchema, mandateRegistrationOrder);
