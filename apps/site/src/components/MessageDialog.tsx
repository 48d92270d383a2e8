import {
  Button,
  type ButtonProps,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@company/ui';
import type { ReactNode } from 'react';

type ContentProps = {
  title: string;
  /** The first paragraph is the dialog's description (what a screen reader announces). */
  paragraphs: readonly string[];
  size?: 'sm' | 'md' | 'lg';
  fullScreenOnMobile?: boolean;
  descriptionClassName?: string;
  /** What follows the text (a reference number, a link). */
  children?: ReactNode;
  /** The buttons, last. */
  actions: ReactNode;
};

/**
 * The content of a message dialog: title, paragraphs, anything extra, then the actions. Exported
 * for a dialog whose content comes and goes with its subject (mounted only while it has one).
 */
export function MessageContent({
  title,
  paragraphs,
  size = 'sm',
  fullScreenOnMobile,
  descriptionClassName,
  children,
  actions,
}: ContentProps) {
  const [first, ...rest] = paragraphs;
  return (
    <DialogContent size={size} fullScreenOnMobile={fullScreenOnMobile}>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription className={descriptionClassName}>{first}</DialogDescription>
      {rest.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {children}
      {actions}
    </DialogContent>
  );
}

/** A dialog that says something and offers its buttons: the site's thank-yous, terms and outcomes. */
export function MessageDialog({
  open,
  onOpenChange,
  ...content
}: ContentProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <MessageContent {...content} />
    </Dialog>
  );
}

/** A button that closes its dialog. */
export function CloseButton({ label, tone }: { label: string; tone?: ButtonProps['tone'] }) {
  return (
    <DialogClose asChild>
      <Button tone={tone}>{label}</Button>
    </DialogClose>
  );
}
