import { documentsBaseUrl, type NavLink } from './navigation.ts';

export { documentsBaseUrl };

import { footerProductSlugs, productIndex } from './product-index.ts';

/** The footer's content (§2.14): link groups and documents. Loaded with the footer's code. */
export interface FooterGroup {
  title: string;
  links: readonly NavLink[];
}

/** The footer's link groups (§2.14). */
export const footerGroups: readonly FooterGroup[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/aboutus', section: 'About RideOn' },
      { label: 'Board of Directors', to: '/aboutus', section: 'Board of Directors' },
      { label: 'Leadership', to: '/aboutus', section: 'Leadership' },
      { label: 'Investors', to: '/aboutus', section: 'Investors' },
      { label: 'Careers', to: '/career' },
      { label: 'Corporate Governance', to: '/corporate-governance' },
    ],
  },
  {
    title: 'Products',
    links: footerProductSlugs.map((slug) => ({
      label: productIndex[slug].title,
      to: productIndex[slug].path,
    })),
  },
  {
    title: 'Help',
    links: [
      { label: 'Contact Us', to: '/contact-us' },
      { label: 'Service Request', to: '/contact-us' },
      { label: 'Complaints', to: '/contact-us' },
      { label: 'Report A Fraud', to: '/contact-us' },
      { label: 'Customer Care', to: '/customer-care' },
      { label: 'Grievance Redressal', to: '/grievance-redressal' },
      { label: 'FAQs', to: '/', section: 'FAQs' },
    ],
  },
];

export interface FooterDocument {
  label: string;
  file: string;
  /** Shown after the label for files that are not PDF. */
  kind: 'PDF' | 'ZIP';
}

/** The footer's documents (§2.14). */
export const footerDocuments: readonly FooterDocument[] = [
  { label: 'NACH mandate form', file: 'nach-mandate-form.pdf', kind: 'PDF' },
  { label: 'Loan agreement copy', file: 'loan-agreement-copy.zip', kind: 'ZIP' },
  { label: 'Legal heir joint affidavit', file: 'legal-heir-joint-affidavit.pdf', kind: 'PDF' },
  { label: 'Schedule of charges', file: 'schedule-of-charges.pdf', kind: 'PDF' },
  { label: 'SMA and NPA definition', file: 'sma-npa-definition.zip', kind: 'ZIP' },
  { label: 'Customer KYC documents', file: 'customer-kyc-documents.pdf', kind: 'PDF' },
  { label: 'DDF partners detail', file: 'ddf-partners-detail.pdf', kind: 'PDF' },
];
