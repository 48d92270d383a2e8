import { myLoanMessages } from '../schemas/my-loan-messages.ts';

/** Every message of /my-loan: the forms', then the API's. */
export const myLoanRouteMessages = {
  ...myLoanMessages,
  /** One answer whether or not a loan has the number: it never says who is a borrower. */
  otpSent: 'If a loan has this number, we have sent an OTP to its registered mobile number',
  signedIn: 'Signed in',
  signedOut: 'You have signed out',
  sessionExpired:
    'For your security you were signed out after 15 minutes without activity. Please sign in again.',
  notYourLoan: 'This loan is not one of the loans of the mobile number you signed in with',
  nocNotClosed: 'A NOC letter is issued only once a loan is closed',
  receiptNotFound: 'There is no paid online payment with this reference on this loan',
  period: 'Choose this financial year, the last one, or two dates no more than 5 years apart',
  lmsUnavailable: 'We cannot show your loan right now. Please try again in a few minutes.',
} as const;
