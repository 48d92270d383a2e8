/**
 * What the frame shows on every page, the same in every language (each language's `company.ts`
 * adds its words): the brand, the company's name and how to reach customer care. The
 * registrations are in `company-record.ts`, so that every page's first script does not carry them.
 */
export const companyFacts = {
  brand: 'RideOn',
  legalName: 'RideOn Finance Private Limited',
  phone: { display: '1800-000-0000', href: 'tel:+911800000000' },
  email: 'care@rideon.example',
  whatsapp: { display: '+91 90000 00000', number: '919000000000' },
} as const;
