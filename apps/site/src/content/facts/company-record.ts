/** The company's registration numbers, founding date and social accounts, in every language. */
export const companyRecordFacts = {
  foundingDate: '2017-04-12',
  womenAtHeadOffice: '30%',
  postalCode: '411005',
  cin: 'U65929PN2017PTC170412',
  rbiRegistration: 'N-13.02301',
  insuranceNumber: 'CA0874',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/rideon-finance' },
    { name: 'Instagram', href: 'https://www.instagram.com/rideonfinance' },
    { name: 'Facebook', href: 'https://www.facebook.com/rideonfinance' },
    { name: 'YouTube', href: 'https://www.youtube.com/@rideonfinance' },
    { name: 'Twitter', href: 'https://twitter.com/rideonfinance' },
  ],
  copyrightYear: 2026,
} as const;
