import { company } from './company.ts';
import { aboutMenuFacts, headerActionFacts, mainNavFacts } from './facts/navigation.ts';
import { withEnglishWords } from './facts/words.ts';
import type { SectionName } from './sections.ts';

export { documentsBaseUrl } from './facts/navigation.ts';

/** A link of the header or footer: a path, optionally with a section to scroll to. */
export interface NavLink {
  label: string;
  to: string;
  section?: SectionName;
}

/** The About Us dropdown, in order (where each goes: `facts/navigation.ts`). */
export const aboutMenu: readonly NavLink[] = withEnglishWords<readonly NavLink[]>(aboutMenuFacts, [
  { label: `About ${company.brand}` },
  { label: 'Board Of Directors' },
  { label: 'Leadership Team' },
  { label: 'Investors' },
  { label: 'Corporate Governance' },
]);

/** The header's links after About Us, in order. */
export const mainNav: readonly NavLink[] = withEnglishWords<readonly NavLink[]>(mainNavFacts, [
  { label: 'Our Products' },
  { label: 'Newsroom' },
  { label: 'Testimonials' },
  { label: 'Careers' },
  { label: 'Contact Us' },
  { label: 'Enquiry' },
  { label: 'My Loan' },
]);

/** Header buttons. */
export const headerActions = withEnglishWords<{
  quickPay: NavLink;
  eMandate: NavLink;
}>(headerActionFacts, {
  quickPay: { label: 'Quick Pay' },
  eMandate: { label: 'E-Mandate' },
});
