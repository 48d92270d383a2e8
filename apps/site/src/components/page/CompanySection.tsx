import { cx } from '@company/ui';
import * as css from './company.css.ts';
import { PageSection, type PageSectionProps } from './PageSection.tsx';
import * as pageCss from './page.css.ts';

/**
 * A section of a company page (about us, careers, contact, grievance redressal): its heading in
 * the company pages' style, on a tinted band when `band` (the pages alternate them). `offscreen`
 * for a section below the fold at a phone's width: its style, layout and fonts wait until it nears
 * the screen (not for a form: the containment would clip a list that opens past its edge).
 */
export function CompanySection({
  band,
  offscreen,
  className,
  ...props
}: Omit<PageSectionProps, 'titleClassName'> & { band?: boolean; offscreen?: boolean }) {
  const skipped = offscreen ? pageCss.offscreen : undefined;
  const section = (
    <PageSection
      titleClassName={css.sectionTitle}
      className={cx(className, band ? undefined : skipped)}
      {...props}
    />
  );
  return band ? <div className={cx(css.band, skipped)}>{section}</div> : section;
}
