import type { SectionName } from '../frame/sections.ts';
import { company } from './company.ts';
import { allProducts } from './products.ts';

/** A link of the header or footer: a path, optionally with a section to scroll to. */
export interface NavLink {
  label: string;
  to: string;
  section?: SectionName;
}

/** The About Us dropdown (§2.3), in order. */
export const aboutMenu: readonly NavLink[] = [
  { label: `About ${company.brand}`, to: '/aboutus', section: 'About RideOn' },
  { label: 'Board Of Directors', to: '/aboutus', section: 'Board of Directors' },
  { label: 'Leadership Team', to: '/aboutus', section: 'Leadership' },
  { label: 'Investors', to: '/aboutus', section: 'Investors' },
  { label: 'Corporate Governance', to: '/corporate-governance' },
];

/** The header's links after About Us (§2.3), in order. */
export const mainNav: readonly NavLink[] = [
  { label: 'Our Products', to: '/', section: '/our-products' },
  { label: 'Newsroom', to: '/newsroom' },
  { label: 'Testimonials', to: '/', section: '/testimonial' },
  { label: 'Careers', to: '/career' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Enquiry', to: '/enquiry' },
];

/** Header buttons. */
export const headerActions = {
  quickPay: { label: 'Quick Pay', to: '/initiate-payment' },
  eMandate: { label: 'E-Mandate', to: '/mandate' },
} as const;

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
    links: allProducts.map((p) => ({ label: p.title, to: p.path })),
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

/**
 * Where documents are served from: `VITE_DOCUMENTS_BASE_URL` (e.g. a CDN folder), by default the
 * site's own `/documents/` (files made by `scripts/make-documents.ts`).
 */
export const documentsBaseUrl: string = (() => {
  const base = import.meta.env.VITE_DOCUMENTS_BASE_URL || '/documents/';
  return base.endsWith('/') ? base : `${base}/`;
})();

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
