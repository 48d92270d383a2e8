import type { InferType } from 'yup';
import { object } from 'yup';
import { otp } from '../patterns/otp.ts';
import { requiredText } from './fields.ts';

export const serviceOtpMessages = {
  /** The spec's wording under 'Invalid OTP Entered'. */
  otp: 'Enter Valid OTP',
} as const;

/** Customer care's mobile and e-mail OTP dialogs: exactly 6 digits. */
export const serviceOtpSchema = /* @__PURE__ */ object({
  otp: requiredText(serviceOtpMessages.otp, serviceOtpMessages.otp, otp(6)),
});

export type ServiceOtpValues = InferType<typeof serviceOtpSchema>;
