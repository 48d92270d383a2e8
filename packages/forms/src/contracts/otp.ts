/** The answers of every OTP check and send, as the visitor reads them. */
export const otpMessages = {
  invalid: 'Invalid OTP Entered',
  expired: 'The OTP has expired. Please request a new OTP.',
  locked: 'Too many wrong attempts. Please request a new OTP.',
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP`,
  hourly: 'Too many OTP requests for this number. Please try again after an hour.',
  /** The OTP's SMS and e-mail: the code and what it is for (one of `purposes`, or a ticket's). */
  text: (code: string, what: string) =>
    `${code} is your OTP for ${what}. It is valid for 5 minutes. Do not share it with anyone.`,
  subject: (what: string) => `Your OTP for ${what}`,
  /** What an OTP is for, as its SMS names it. */
  purposes: {
    loanPage: 'your loan page',
    careRequest: 'your customer care request',
    emailChange: 'updating your e-mail address',
  },
} as const;
