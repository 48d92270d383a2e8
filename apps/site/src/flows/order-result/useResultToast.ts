import { useEffect, useRef } from 'react';
import { notify } from '../../components/notify.ts';

/** One toast per result (not one per re-check): `key` names the result, `null` while unknown. */
export function useResultToast(
  toast: { key: string; kind: 'success' | 'error'; message: string } | null,
) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!toast || shown.current === toast.key) return;
    shown.current = toast.key;
    notify(toast.kind, toast.message);
  }, [toast?.key, toast?.kind, toast?.message, toast]);
}
