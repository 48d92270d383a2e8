import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Inline,
} from '@company/ui';

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
        <Inline>
          <DialogClose asChild>
            <Button>{closeLabel}</Button>
          </DialogClose>
        </Inline>
      </DialogContent>
    </Dialog>
  );
}
