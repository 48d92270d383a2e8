import * as css from './company.css.ts';
import { PageSection, type PageSectionProps } from './PageSection.tsx';

/**
 * A section of a company page (about us, careers, contact, grievance redressal): its heading in
 * the company pages' style, on a tinted band when `band` (the pages alternate them).
 */
export function CompanySection({
  band,
  ...props
}: Omit<PageSectionProps, 'titleClassName'> & { band?: boolean }) {
  const section = <PageSection titleClassName={css.sectionTitle} {...props} />;
  return band ? <div className={css.band}>{section}</div> : section;
}
