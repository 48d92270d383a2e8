/** The answers of every OTP check and send, as the visitor reads them. */
export const otpMessages = {
  invalid: 'Invalid OTP Entered',
  expired: 'The OTP has expired. Please request a new OTP.',
  locked: 'Too many wrong attempts. Please request a new OTP.',
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP`,
  hourly: 'Too many OTP requests for this number. Please try again after an hour.',
} as const;
