/**
 * The Reserve Bank of India's portals a borrower can use outside the company, as the Digital
 * Lending Directions ask lenders to link: the complaint management system and Sachet.
 */
export const rbiPortals = {
  cms: {
    label: 'RBI complaint portal (cms.rbi.org.in)',
    href: 'https://cms.rbi.org.in',
    helpline: '14448',
    helplineHref: 'tel:14448',
    helplineLabel: 'RBI helpline',
  },
  sachet: {
    label: 'Sachet, report an unauthorised lender (sachet.rbi.org.in)',
    href: 'https://sachet.rbi.org.in',
  },
  newTabHint: '(opens in a new tab)',
} as const;
