import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@company/ui';
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
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="sm">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className={css.dialogText}>{text}</DialogDescription>
        <DialogClose asChild>
          <Button tone="primary">{button}</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
