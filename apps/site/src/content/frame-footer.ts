/**
 * The footer's own words (its links' names are in `footer.ts`): a module of their own, so that they
 * load with the footer's code, below the fold, not with every page's first script.
 */
export const footerCopy = {
  /** A footer group's navigation name, from its heading. */
  group: (title: string) => `Footer: ${title}`,
  documentsAndPolicies: 'Documents and policies',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms & Condition',
  opensInNewTab: ', opens in a new tab',
  reserveBank: 'Reserve Bank of India',
  followUs: 'Follow us',
  /** A social network's link (the network's name). */
  social: (name: string) => `${name} (opens in a new tab)`,
  cin: 'CIN',
  rbiRegistration: 'RBI Certificate of Registration No.',
  insuranceRegistration: 'IRDAI Corporate Agent Registration No.',
  validUntil: (date: string) => `valid until ${date}`,
  registeredOffice: 'Registered office',
  allRightsReserved: 'All rights reserved.',
} as const;
