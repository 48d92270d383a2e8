/**
 * The company's names and numbers, the same in every language (each language's `company.ts`
 * gives them their words). Its registrations are in `company-record.ts`, a module of its own so
 * that every page's first script does not carry them.
 */

/** What the frame shows on every page: the brand, its company and how to reach customer care. */
export const companyFacts = {
  brand: 'RideOn',
  legalName: 'RideOn Finance Private Limited',
  phone: { display: '1800-000-0000', href: 'tel:+911800000000' },
  email: 'care@rideon.example',
  whatsapp: { display: '+91 90000 00000', number: '919000000000' },
} as const;
