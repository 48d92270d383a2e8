import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Gives focus back to the control that opened a dialog when the dialog closes. Radix dialogs
 * return focus only to their own `DialogTrigger`; ours are opened from buttons elsewhere (tiles,
 * the footer), so we remember the opener ourselves.
 */
export function useReturnFocus(open: boolean): () => void {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  useEffect(() => {
    if (open || !opener.current) return;
    const element = opener.current;
    // After the dialog's own close handling (which leaves focus on the body).
    const timer = setTimeout(() => {
      if (
        element.isConnected &&
        (document.activeElement === document.body || !document.activeElement)
      )
        element.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
  return remember;
}

/**
 * State of a dialog opened from anywhere on the page and loaded on first use: what it shows (null
 * until first opened, kept while it closes so its exit is not empty), whether it is open, and an
 * opener that remembers where focus was.
 */
export function useDialogSubject<Subject>(): {
  subject: Subject | null;
  open: boolean;
  setOpen: (open: boolean) => void;
  openWith: (subject: Subject) => void;
} {
  const [subject, setSubject] = useState<Subject | null>(null);
  const [open, setOpen] = useState(false);
  const rememberOpener = useReturnFocus(open);
  const openWith = useCallback(
    (next: Subject) => {
      rememberOpener();
      setSubject(next);
      setOpen(true);
    },
    [rememberOpener],
  );
  return { subject, open, setOpen, openWith };
}
