import { type LegalDocument, legalLabels } from '../../content/legal.ts';
import * as css from '../page/company.css.ts';
import { PageBanner } from '../page/PageBanner.tsx';
import { PageBlock } from '../page/PageSection.tsx';
import { LegalSections } from './LegalSections.tsx';
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
          <LegalSections sections={document.sections} heading="h2" />
        </div>
      </PageBlock>
    </>
  );
}
