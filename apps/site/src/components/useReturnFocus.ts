import { useCallback, useEffect, useRef } from 'react';

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
