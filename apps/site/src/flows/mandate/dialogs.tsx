import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Inline,
} from '@company/ui';
import { TextDialog } from '../../components/legal/TextDialog.tsx';
import { mandatePage } from '../../content/mandate.ts';

const { dialogs } = mandatePage;

/** The e-mandate's Terms & Conditions: Ok closes. */
export function MandateTermsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <TextDialog
      title={dialogs.terms.title}
      paragraphs={dialogs.terms.paragraphs}
      closeLabel={dialogs.ok}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}

/**
 * The disclaimer before the bank's page: Ok goes on (`onConfirm`), Cancel stays. From the
 * registration form's checkbox link it only informs, so Ok just closes.
 */
export function DisclaimerDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm?: () => void;
}) {
  const [first, ...rest] = dialogs.disclaimer.paragraphs;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogTitle>{dialogs.disclaimer.title}</DialogTitle>
        <DialogDescription>{first}</DialogDescription>
        {rest.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <Inline>
          <Button
            onClick={() => {
              // First: a new tab must open within the click.
              onConfirm?.();
              onOpenChange(false);
            }}
          >
            {dialogs.ok}
          </Button>
          <DialogClose asChild>
            <Button tone="secondary">{dialogs.cancel}</Button>
          </DialogClose>
        </Inline>
      </DialogContent>
    </Dialog>
  );
}
