import type { SectionName } from '../sections.ts';

/**
 * Where the header's links go, in order: each language's `navigation.ts` names them with
 * `labelled`. Word-free: both languages read it.
 */
type LinkFacts = readonly { to: string; section?: SectionName }[];

export const aboutMenuFacts: LinkFacts = [
  { to: '/aboutus', section: 'About RideOn' },
  { to: '/aboutus', section: 'Board of Directors' },
  { to: '/aboutus', section: 'Leadership' },
  { to: '/aboutus', section: 'Investors' },
  { to: '/corporate-governance' },
];

export const mainNavFacts: LinkFacts = [
  { to: '/', section: '/our-products' },
  { to: '/newsroom' },
  { to: '/', section: '/testimonial' },
  { to: '/career' },
  { to: '/contact-us' },
  { to: '/enquiry' },
  { to: '/my-loan' },
];

export const headerActionFacts = {
  quickPay: { to: '/initiate-payment' },
  eMandate: { to: '/mandate' },
} as const;

/** Links with their labels in one language, in order. */
export const labelled = <Link extends object>(links: readonly Link[], labels: readonly string[]) =>
  links.map((link, i) => ({ ...link, label: labels[i] as string }));

/**
 * Where documents are served from: `VITE_DOCUMENTS_BASE_URL` (e.g. a CDN folder), by default the
 * site's own `/documents/` (files made by `scripts/make-documents.ts`).
 */
export const documentsBaseUrl: string = (() => {
  const base = import.meta.env?.VITE_DOCUMENTS_BASE_URL || '/documents/';
  return base.endsWith('/') ? base : `${base}/`;
})();
