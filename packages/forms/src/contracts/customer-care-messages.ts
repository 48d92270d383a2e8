import { customerCareMessages } from '../schemas/customer-care-messages.ts';

/** Every message of the customer-care routes: the form's, then the API's along the journey. */
export const careRouteMessages = {
  ...customerCareMessages,
  otpSent: 'OTP sent successfully',
  /**
   * send-otp's one answer, a loan or not: where the code went is never shown (no masked number),
   * so the answer does not tell who is a customer.
   */
  otpSentToRegistered: 'OTP sent to the mobile number registered with this loan',
  otpVerified: 'OTP verified',
  emailUpdated: 'Email updated successfully',
  otp: 'Enter Valid OTP',
  noLoan: 'LAN does not exist',
  verifyFirst: 'Please verify your mobile number with the OTP first',
  pincode: 'Please enter a valid 6-digit pincode',
  pincodeUnknown: 'Pincode not found',
  lanReenter: 'LAN Entered is Incorrect, please re-enter',
  lanCall: (phone: string) =>
    `LAN Entered is Incorrect ... Please provide Correct LAN or call on ${phone}`,
  nocActive:
    'Your loan account is still active in our system, hence you are not eligible for NOC Issuance. If you have already paid the complete dues, please raise a Loan Related Query in the Request Type Dropdown.',
  created: 'Request Successfully Created!',
  pending: (ticket: string) =>
    `Your request with ${ticket} is pending with us and shall be closed soon.`,
  document: 'Document upload failed',
  queryTooLong: 'Please keep your query to 2000 characters or fewer',
} as const;
