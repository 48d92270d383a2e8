import type { InferType } from 'yup';
import { object } from 'yup';
import { careMobileDigits } from '../patterns/care-mobile.ts';
import { otp } from '../patterns/otp.ts';
import { requiredText } from './fields.ts';

export const myLoanMessages = {
  mobileOrLan: 'Enter your mobile number or loan account number',
  mobileOrLanInvalid:
    'Enter a 10-digit mobile number, like 9876543210, or your loan account number, like TW0000100001',
  otp: 'Enter the 6-digit OTP sent to your registered mobile number',
} as const;

const lanShape = /^[A-Za-z0-9]{11,30}$/;

/** A mobile number or a loan account number, as customer care reads them (the spec's rule). */
export const isMobileOrLan = (value: string) =>
  careMobileDigits(value) !== undefined || (lanShape.test(value) && !/^[0-9]+$/.test(value));

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
