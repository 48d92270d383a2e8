import { careMobileDigits } from '../patterns/care-mobile.ts';

/** The words and the one rule of /my-loan's sign-in, without yup (the page loads them first). */
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
