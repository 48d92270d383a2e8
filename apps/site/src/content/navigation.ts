import { company } from './company.ts';
import type { SectionName } from './sections.ts';

/** A link of the header or footer: a path, optionally with a section to scroll to. */
export interface NavLink {
  label: string;
  to: string;
  section?: SectionName;
}

/** The About Us dropdown, in order. */
export const aboutMenu: readonly NavLink[] = [
  { label: `About ${company.brand}`, to: '/aboutus', section: 'About RideOn' },
  { label: 'Board Of Directors', to: '/aboutus', section: 'Board of Directors' },
  { label: 'Leadership Team', to: '/aboutus', section: 'Leadership' },
  { label: 'Investors', to: '/aboutus', section: 'Investors' },
  { label: 'Corporate Governance', to: '/corporate-governance' },
];

/** The header's links after About Us, in order. */
export const mainNav: readonly NavLink[] = [
  { label: 'Our Products', to: '/', section: '/our-products' },
  { label: 'Newsroom', to: '/newsroom' },
  { label: 'Testimonials', to: '/', section: '/testimonial' },
  { label: 'Careers', to: '/career' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Enquiry', to: '/enquiry' },
  { label: 'My Loan', to: '/my-loan' },
];

/** Header buttons. */
export const headerActions = {
  quickPay: { label: 'Quick Pay', to: '/initiate-payment' },
  eMandate: { label: 'E-Mandate', to: '/mandate' },
} as const;

/**
 * Where documents are served from: `VITE_DOCUMENTS_BASE_URL` (e.g. a CDN folder), by default the
 * site's own `/documents/` (files made by `scripts/make-documents.ts`).
 */
export const documentsBaseUrl: string = (() => {
  const base = import.meta.env?.VITE_DOCUMENTS_BASE_URL || '/documents/';
  return base.endsWith('/') ? base : `${base}/`;
})();
