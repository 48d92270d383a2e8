import { Button, Inline } from '@company/ui';
import { CloseButton, MessageDialog } from '../../components/MessageDialog.tsx';
import { mandatePage } from '../../content/mandate.ts';

const { dialogs } = mandatePage;

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
  return (
    <MessageDialog
      open={open}
      onOpenChange={onOpenChange}
      title={dialogs.disclaimer.title}
      paragraphs={dialogs.disclaimer.paragraphs}
      actions={
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
          <CloseButton label={dialogs.cancel} tone="secondary" />
        </Inline>
      }
    />
  );
}
