import {
  firstFieldErrorIn,
  type InitiatePaymentValues,
  initiatePaymentOrder,
  initiatePaymentSchema,
} from '@company/forms';

/**
 * Quick payment's rules (yup schemas of `@company/forms`), loaded with the first check rather
 * than with the page. The spec checks in order and shows one failure at a time.
 */
export const firstPaymentFailure = /* @__PURE__ */ firstFieldErrorIn<
  InitiatePaymentValues,
  (typeof initiatePaymentOrder)[number]
>(initiatePaymentSchema, initiatePaymentOrder);
