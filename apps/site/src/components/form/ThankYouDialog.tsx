import { CloseButton, MessageDialog } from '../MessageDialog.tsx';
import * as css from './forms.css.ts';

/** The thank-you dialog after a form is sent: title, text and one closing button. */
export function ThankYouDialog({
  open,
  onClose,
  title,
  text,
  button,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  button: string;
}) {
  return (
    <MessageDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      paragraphs={[text]}
      descriptionClassName={css.dialogText}
      actions={<CloseButton label={button} tone="primary" />}
    />
  );
}
