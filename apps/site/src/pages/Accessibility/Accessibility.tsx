import { LegalPage } from '../../components/legal/LegalPage.tsx';
import { accessibilityStatement } from '../../content/accessibility.ts';
import { pages } from '../../content/pages.ts';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.accessibility;

/** /accessibility: how accessible the site is, how it is tested, and how to report a problem. */
export default function Accessibility() {
  return <LegalPage document={accessibilityStatement} />;
}
