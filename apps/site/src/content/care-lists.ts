/**
 * The service desk's list entries as customer care and the tracking page name them, keyed by the
 * API's name (user types in lower case, request and sub-request types as the desk writes them).
 * The lists are the desk's data, in English; another language's module gives its words for each.
 * A name not listed here (the desk added one) shows as the API gives it.
 */
export const careListNames = {
  customer: 'Customer',
  'non-customer': 'Non-Customer',
  dealer: 'Dealer',
  'Loan Related Query': 'Loan Related Query',
  'Payment Related Query': 'Payment Related Query',
  'Foreclosure Request': 'Foreclosure Request',
  'Statement of Account': 'Statement of Account',
  'Update Contact Details': 'Update Contact Details',
  Complaint: 'Complaint',
  'NOC Request': 'NOC Request',
  'New Loan Enquiry': 'New Loan Enquiry',
  'Dealer Payout Query': 'Dealer Payout Query',
  'Dealer Onboarding': 'Dealer Onboarding',
  'EMI amount or due date': 'EMI amount or due date',
  'Interest rate or charges': 'Interest rate or charges',
  'Loan tenure': 'Loan tenure',
  'Payment not updated': 'Payment not updated',
  'Excess amount debited': 'Excess amount debited',
  'Refund status': 'Refund status',
  'Foreclosure letter': 'Foreclosure letter',
  'Foreclosure amount': 'Foreclosure amount',
  'Statement of account': 'Statement of account',
  'Interest certificate': 'Interest certificate',
  'Change of mobile number': 'Change of mobile number',
  'Change of address': 'Change of address',
  'Staff behaviour': 'Staff behaviour',
  'Service delay': 'Service delay',
  'Recovery practice': 'Recovery practice',
  'NOC for a closed loan': 'NOC for a closed loan',
  'Duplicate NOC': 'Duplicate NOC',
  'Two-wheeler loan': 'Two-wheeler loan',
  'Electric vehicle loan': 'Electric vehicle loan',
  'Payout not received': 'Payout not received',
  'Payout statement': 'Payout statement',
  'Become a dealer partner': 'Become a dealer partner',
} as const;
