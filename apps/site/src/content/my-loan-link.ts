/** The link to /my-loan under every payment and mandate result (a module of its own: it is tiny). */
export const myLoanLink = {
  text: 'View your loan',
  hint: 'Its repayment schedule, payments and receipts, and its e-mandate, with an OTP to your mobile.',
} as const;
