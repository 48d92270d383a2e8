import * as css from '../../components/page/company.css.ts';
import { PageBanner } from '../../components/page/PageBanner.tsx';
import { PageBlock } from '../../components/page/PageSection.tsx';
import { accessibilityStatement } from '../../content/accessibility.ts';
import { pages } from '../../content/pages.ts';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.accessibility;

/** /accessibility: how accessible the site is, how it is tested, and how to report a problem. */
export default function Accessibility() {
  const statement = accessibilityStatement;
  return (
    <>
      <PageBanner heading={statement.title} text={`Last updated ${statement.updated}`} />
      <PageBlock>
        <div className={css.prose}>
          <p>{statement.intro}</p>
          {statement.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.slice(0, 1).map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.paragraphs.slice(1).map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </div>
      </PageBlock>
    </>
  );
}
