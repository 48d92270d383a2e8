// The words alone, without the schema (and yup): a page can show them before its rules load.
export const initiatePaymentMessages = {
  lan: 'Enter valid LAN',
  mobileNo: 'Enter valid mobile',
  amount: 'Enter valid amount',
  captcha: 'Enter valid captcha',
  email: 'Please enter a valid email address',
} as const;
