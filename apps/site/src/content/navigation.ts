import { company } from './company.ts';
import { aboutMenuFacts, headerActionFacts, labelled, mainNavFacts } from './facts/navigation.ts';
import type { SectionName } from './sections.ts';

export { documentsBaseUrl } from './facts/navigation.ts';

/** A link of the header or footer: a path, optionally with a section to scroll to. */
export interface NavLink {
  label: string;
  to: string;
  section?: SectionName;
}

/** The About Us dropdown, in order (where each goes: `facts/navigation.ts`). */
export const aboutMenu: readonly NavLink[] = labelled(aboutMenuFacts, [
  `About ${company.brand}`,
  'Board Of Directors',
  'Leadership Team',
  'Investors',
  'Corporate Governance',
]);

/** The header's links after About Us, in order. */
export const mainNav: readonly NavLink[] = labelled(mainNavFacts, [
  'Our Products',
  'Newsroom',
  'Testimonials',
  'Careers',
  'Contact Us',
  'Enquiry',
  'My Loan',
]);

/** Header buttons. */
export const headerActions = {
  quickPay: { ...headerActionFacts.quickPay, label: 'Quick Pay' },
  eMandate: { ...headerActionFacts.eMandate, label: 'E-Mandate' },
} as const;
