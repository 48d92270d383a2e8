// The words alone, without the schema (and yup): a page can show them before its rules load.
export const mandateRegistrationMessages = {
  lan: 'Enter Valid LAN',
  reLan: 'Enter valid Re-LAN',
  mobileNo: 'Enter Valid Mobile No',
  captcha: 'Enter Valid Captcha',
  terms: 'Select Terms and Condition',
} as const;
