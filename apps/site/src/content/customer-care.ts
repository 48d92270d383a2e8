import { company } from './company.ts';
import { customerCare } from './contact.ts';
import type { PrivacyNotice } from './privacy.ts';

/** The words of /customer-care that are not messages of the API or the form rules. */
export const customerCarePage = {
  heading: 'Customer Care',
  intro:
    'Raise a service request about your loan — a statement, a NOC, a change of details or anything else — and get a ticket number at once.',
  formHeading: 'Raise a service request',
  labels: {
    userType: 'User Type',
    mobile: 'Mobile Number',
    identity: 'Mobile Number or LAN',
    lan: 'Loan Account Number (LAN)',
    vehicle: 'Vehicle Number',
    name: 'Name',
    emailAddress: 'Email Address',
    requestType: 'Request Type',
    subRequestType: 'Sub-Request Type',
    query: 'Query',
    document: 'Document (optional)',
  },
  hints: {
    identity: 'Your registered mobile number (10 digits) or your loan account number.',
    mobile: 'We will call you on this number about your request.',
    locked: 'Verify your mobile number above to fill in the rest.',
    lockedNonCustomer: 'Enter a valid mobile number above to fill in the rest.',
    document: 'PNG, JPEG or PDF, at most 5 MB.',
    /** The file input's list of the types it takes. */
    documentTypes: 'PNG, JPEG or PDF',
    query: 'At most 2,000 characters.',
  },
  verify: 'VERIFY',
  verified: 'Verified',
  updateEmail: 'UPDATE EMAIL',
  emailVerified: 'E-mail verified',
  submit: 'SUBMIT REQUEST',
  submitting: 'Sending your request…',
  loadingTypes: 'Loading…',
  notFound: 'Not Found',
  errorSummaryTitle: 'There is a problem',
  otp: {
    title: 'Verify your mobile number',
    // Never the number itself: the same words whether or not a loan matched what was typed.
    sentTo:
      'If a loan matches, we have sent a 6-digit code to the mobile number registered with this loan.',
    label: 'Enter the 6-digit OTP',
    submit: 'Submit',
    enterValid: 'Enter Valid OTP',
  },
  emailOtp: {
    title: 'Verify your new e-mail address',
    sentTo: (to: string) => `We have sent a 6-digit code to ${to}.`,
    label: 'Enter the 6-digit OTP',
    submit: 'Submit',
  },
  lanMissing: {
    title: 'LAN does not exist',
    text: `We could not find a loan for these details. Check the number, or call us on ${customerCare.phone}.`,
  },
  noc: {
    title: 'Current address for your NOC',
    text: 'We will send your No Objection Certificate to this address.',
    next: 'What happens next: once your loan is fully repaid, we release your original documents and ask the RTO to remove our charge (hypothecation) from your vehicle within 30 days, as the Reserve Bank of India requires.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    notEligibleTitle: 'Not eligible for NOC',
  },
  created: {
    title: 'Request Successfully Created!',
    ticket: 'Your ticket number',
    copy: 'Copy ticket number',
    copied: 'Ticket number copied',
    keep: 'Keep this number to follow up on your request.',
    track: 'Track this request',
  },
  pendingTitle: 'Request already open',
  lanIncorrectTitle: 'LAN Entered is Incorrect',
  failedTitle: 'We could not create your request',
  ok: 'Ok',
  networkFailure: 'Something went wrong! Please check your connection and try again.',
  uploading: 'Uploading your document…',
} as const;

/** The privacy notice beside the form (what it collects, why, how long). */
export const customerCarePrivacyNotice: PrivacyNotice = {
  text: `We collect your mobile number, loan account number, name, e-mail address, your request and any document you attach only to answer this service request; the one-time password proves the number is yours. ${company.brand} keeps them for as long as the request and the law require (for loan records, eight years after the loan closes), shares them only with the staff who handle it, and you can ask our Grievance Officer to see, correct or erase them (Digital Personal Data Protection Act, 2023).`,
  linkLabel: 'Read our Privacy Policy',
};
