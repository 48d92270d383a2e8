// The customer care form's messages in a module without yup: a page that shows one of them
// (the API's answers, 'OTP verified') does not load the schemas.
export const customerCareMessages = {
  nameRequired: 'This field is Required!!!',
  nameInvalid: 'Please enter a valid name',
  mobileRequired: 'This field is Required!!',
  /** Ours: the spec only enables the form silently once the number is valid. */
  mobileInvalid: 'Please enter a valid mobile number',
  /** Ours: a customer may identify with a mobile number or a LAN. */
  identityInvalid: 'Please enter a valid mobile number or LAN',
  emailInvalid: 'Please enter a valid email address',
  userType: 'Please select a valid User Type',
  lan: 'Please select a valid Loan Account Number (LAN)',
  requestType: 'Please select a valid Request Type',
  subRequestType: 'Please select a valid Sub-Request Type',
  /** Ours: only a value that is not text at all gets it. */
  queryInvalid: 'Please write your query as text',
} as const;
