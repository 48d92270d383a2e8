/** An offer request every check passes (the Aadhaar number passes the Verhoeff check); the mobile is each test's own. */
export const offerRequest = {
  city: 'Pune',
  loanAmount: '85000',
  idType: 'PAN',
  pan: 'abcpe1234f',
  aadhaar: '234123412346',
  terms: true,
};
