import type { LegalSection } from '../../content/legal.ts';

/** The page's own classes of a section's heading, paragraphs and list (none on a prose page). */
interface SectionClasses {
  heading?: string;
  paragraph?: string;
  list?: string;
}

/** A legal text's sections, in its dialog or on its page: heading, paragraphs, a list if any. */
export function LegalSections({
  sections,
  heading: Heading,
  classes = {},
}: {
  sections: readonly LegalSection[];
  heading: 'h2' | 'h3';
  classes?: SectionClasses;
}) {
  return sections.map((section) => (
    <section key={section.heading}>
      <Heading className={classes.heading}>{section.heading}</Heading>
      {section.paragraphs.map((p) => (
        <p key={p} className={classes.paragraph}>
          {p}
        </p>
      ))}
      {section.list && (
        <ul className={classes.list}>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  ));
}
