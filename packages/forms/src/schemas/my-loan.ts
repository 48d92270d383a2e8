import type { InferType } from 'yup';
import { object } from 'yup';
import { otp } from '../patterns/otp.ts';
import { requiredText } from './fields.ts';
import { isMobileOrLan, myLoanMessages } from './my-loan-messages.ts';

export { isMobileOrLan, myLoanMessages };

/** Step 1 of /my-loan: who is signing in. */
export const myLoanSignInSchema = /* @__PURE__ */ object({
  mobileOrLan: requiredText(
    myLoanMessages.mobileOrLan,
    myLoanMessages.mobileOrLanInvalid,
    isMobileOrLan,
    30,
  ),
});

/** Step 2: the code sent to the loan's registered mobile. */
export const myLoanOtpSchema = /* @__PURE__ */ object({
  otp: requiredText(myLoanMessages.otp, myLoanMessages.otp, otp(6), 6),
});

export type MyLoanSignInValues = InferType<typeof myLoanSignInSchema>;
export type MyLoanOtpValues = InferType<typeof myLoanOtpSchema>;
