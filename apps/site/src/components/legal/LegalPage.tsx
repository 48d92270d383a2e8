import { type LegalDocument, legalLabels } from '../../content/legal.ts';
import * as css from '../page/company.css.ts';
import { PageBanner } from '../page/PageBanner.tsx';
import { PageBlock } from '../page/PageSection.tsx';
import { TranslationNote } from './TranslationNote.tsx';

/** A policy or statement set as a page of its own: banner, introduction, numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageBanner heading={document.title} text={`${legalLabels.updated} ${document.updated}`} />
      <PageBlock>
        <div className={css.prose}>
          <TranslationNote note={document.translationNote} />
          <p>{document.intro}</p>
          {document.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </PageBlock>
    </>
  );
}
