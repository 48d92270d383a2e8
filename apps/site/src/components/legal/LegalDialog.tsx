import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@company/ui';
import { dialogLabels } from '../../content/component-labels.ts';
import type { LegalKind } from '../../content/legal.ts';
import { legalDocuments, legalLabels } from '../../content/legal.ts';
import * as css from './LegalDialog.css.ts';
import { LegalSections } from './LegalSections.tsx';
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
          <LegalSections
            sections={doc.sections}
            heading="h3"
            classes={{ heading: css.heading, paragraph: css.paragraph, list: css.list }}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
