import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@company/ui';
import * as css from '../page/transaction.css.ts';

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
  const [first, ...rest] = paragraphs;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" fullScreenOnMobile>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{first}</DialogDescription>
        {rest.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <div className={css.actions}>
          <DialogClose asChild>
            <Button>{closeLabel}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
