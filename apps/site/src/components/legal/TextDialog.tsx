import { Inline } from '@company/ui';
import { CloseButton, MessageDialog } from '../MessageDialog.tsx';

/**
 * A dialog of plain paragraphs closed by one button ('Ok', 'Okay'): a journey's own terms. The
 * first paragraph is its description.
 */
export function TextDialog({
  title,
  paragraphs,
  closeLabel,
  open,
  onOpenChange,
}: {
  title: string;
  paragraphs: readonly string[];
  closeLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <MessageDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      paragraphs={paragraphs}
      size="lg"
      fullScreenOnMobile
      actions={
        <Inline>
          <CloseButton label={closeLabel} />
        </Inline>
      }
    />
  );
}
