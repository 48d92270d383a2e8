import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@company/ui';
import { dialogLabels } from '../../content/component-labels.ts';
import type { LegalKind } from '../../content/legal.ts';
import { legalDocuments, legalLabels } from '../../content/legal.ts';
import * as css from './LegalDialog.css.ts';
import { TranslationNote } from './TranslationNote.tsx';

/** The Privacy Policy or Terms and Conditions dialog with its close icon (a lazy chunk). */
export default function LegalDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: LegalKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const doc = legalDocuments[kind];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" fullScreenOnMobile>
        <DialogClose labels={{ ...dialogLabels, close: legalLabels.close }} />
        <DialogTitle>{doc.title}</DialogTitle>
        <p className={css.updated}>
          {legalLabels.updated} {doc.updated}
        </p>
        <div className={css.body}>
          <TranslationNote note={doc.translationNote} className={css.paragraph} />
          <DialogDescription>{doc.intro}</DialogDescription>
          {doc.sections.map((section) => (
            <section key={section.heading}>
              <h3 className={css.heading}>{section.heading}</h3>
              {section.paragraphs.map((p) => (
                <p key={p} className={css.paragraph}>
                  {p}
                </p>
              ))}
              {section.list && (
                <ul className={css.list}>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
