import { useCallback, useState } from 'react';

/**
 * State of a dialog opened from anywhere on the page and loaded on first use: what it shows (null
 * until first opened, kept while it closes so its exit is not empty), whether it is open, and an
 * opener. Focus goes back to the opener on close by the package's Dialog (it remembers what had
 * focus when a dialog opened).
 */
export function useDialogSubject<Subject>(): {
  subject: Subject | null;
  open: boolean;
  setOpen: (open: boolean) => void;
  openWith: (subject: Subject) => void;
} {
  const [subject, setSubject] = useState<Subject | null>(null);
  const [open, setOpen] = useState(false);
  const openWith = useCallback((next: Subject) => {
    setSubject(next);
    setOpen(true);
  }, []);
  return { subject, open, setOpen, openWith };
}
