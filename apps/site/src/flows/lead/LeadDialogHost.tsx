import { LeadDialog } from '@company/ui';
import { useEffect } from 'react';
import { useLegal } from '../../components/legal/LegalProvider.tsx';
import { notify } from '../../components/notify.ts';
import { leadDialogLabels } from '../../content/component-labels.ts';
import { leadDialog as copy } from '../../content/lead.ts';
import { imageSource } from '../../content/media.ts';
import type { Product } from '../../content/products.ts';
import { prepareChallenge } from '../../lib/http.ts';
import { inPageLanguage } from '../../lib/messages.ts';
import { submitLead } from './client.ts';
import * as css from './LeadDialogHost.css.ts';
import { markSubmitted, useLeadSubmitted } from './lead-store.ts';

interface Props {
  product: Pick<Product, 'title' | 'tileImage'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: { name: string; phone: string } | undefined;
  onDraftChange: (draft: { name: string; phone: string }) => void;
}

const emptyDraft = { name: '', phone: '' };

/**
 * Wires the package's lead dialog to the API and to the visit's submitted state (this module and
 * what it imports — dialog, validation, HTTP client — load only when Apply Now is pressed).
 */
export default function LeadDialogHost({
  product,
  open,
  onOpenChange,
  draft,
  onDraftChange,
}: Props) {
  const submitted = useLeadSubmitted(product.title);
  // The lead asks for a proof-of-work: solve it while the dialog is filled in.
  useEffect(() => {
    if (open && !submitted) prepareChallenge();
  }, [open, submitted]);
  const { openLegal } = useLegal();
  return (
    <LeadDialog
      labels={leadDialogLabels}
      translateError={inPageLanguage}
      productName={product.title}
      image={imageSource(product.tileImage, '(min-width: 600px) 480px, 90vw')}
      description={copy.description}
      open={open}
      onOpenChange={onOpenChange}
      submitted={submitted}
      values={draft ?? emptyDraft}
      onValuesChange={onDraftChange}
      privacyNotice={
        <p className={css.notice}>
          {copy.privacy.before}
          <button type="button" className={css.inlineButton} onClick={() => openLegal('privacy')}>
            {copy.privacy.link}
          </button>
          {copy.privacy.after}
        </p>
      }
      onSubmit={async (lead) => {
        const result = await submitLead(lead);
        if (!result.ok) {
          // No answer at all: say why too, besides the dialog's own message.
          if (result.status === 0) notify('error', copy.unreachable);
          throw new Error(result.message);
        }
        markSubmitted(product.title);
      }}
    />
  );
}
