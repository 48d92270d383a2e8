import type { SectionName } from '../sections.ts';

/**
 * The footer's links (but the products', which follow the product index) and documents: where
 * each goes, each document's file and kind. Each language's `footer.ts` gives their words with
 * `withWords`. Word-free: both languages read it.
 */
export const footerLinkFacts: {
  company: readonly { to: string; section?: SectionName }[];
  help: readonly { to: string; section?: SectionName }[];
} = {
  company: [
    { to: '/aboutus', section: 'About RideOn' },
    { to: '/aboutus', section: 'Board of Directors' },
    { to: '/aboutus', section: 'Leadership' },
    { to: '/aboutus', section: 'Investors' },
    { to: '/career' },
    { to: '/corporate-governance' },
  ],
  help: [
    { to: '/contact-us' },
    { to: '/track-request' },
    { to: '/contact-us' },
    { to: '/contact-us' },
    { to: '/customer-care' },
    { to: '/my-loan' },
    { to: '/grievance-redressal' },
    { to: '/refund-policy' },
    { to: '/digital-lending' },
    { to: '/accessibility' },
    { to: '/', section: 'FAQs' },
  ],
};

export const footerDocumentFacts = [
  { file: 'forms/nach-mandate-form.pdf', kind: 'PDF' },
  { file: 'forms/loan-agreement-copy.zip', kind: 'ZIP' },
  { file: 'forms/legal-heir-joint-affidavit.pdf', kind: 'PDF' },
  { file: 'forms/schedule-of-charges.pdf', kind: 'PDF' },
  { file: 'forms/sma-npa-definition.zip', kind: 'ZIP' },
  { file: 'forms/customer-kyc-documents.pdf', kind: 'PDF' },
  { file: 'forms/ddf-partners-detail.pdf', kind: 'PDF' },
] as const;
