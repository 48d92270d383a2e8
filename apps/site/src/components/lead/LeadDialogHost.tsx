import { imageSource } from '../../content/media.ts';
import type { Product } from '../../content/products.ts';
import { markSubmitted, useLeadSubmitted } from '../../lib/lead-store.ts';
import { submitLead } from '../../lib/leads.ts';
import { useLegal } from '../legal/LegalProvider.tsx';
import { LeadDialog } from './LeadDialog.tsx';

interface Props {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: { name: string; phone: string } | undefined;
  onDraftChange: (draft: { name: string; phone: string }) => void;
}

/** Wires the lead dialog to the API and the visit's submitted state (a lazy chunk). */
export default function LeadDialogHost({
  product,
  open,
  onOpenChange,
  draft,
  onDraftChange,
}: Props) {
  const submitted = useLeadSubmitted(product.title);
  const { openLegal } = useLegal();
  return (
    <LeadDialog
      open={open}
      onOpenChange={onOpenChange}
      productType={product.title}
      image={imageSource(product.tileImage, '(min-width: 600px) 480px, 90vw')}
      submitted={submitted}
      values={draft}
      onValuesChange={onDraftChange}
      onPrivacyPolicy={() => openLegal('privacy')}
      onSubmit={async (lead) => {
        const result = await submitLead(lead);
        if (!result.ok) throw new Error(result.message);
        markSubmitted(product.title);
      }}
    />
  );
}
