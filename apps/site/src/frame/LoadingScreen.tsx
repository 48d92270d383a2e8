import { useEffect, useState } from 'react';
import * as css from './frame.css.ts';

/**
 * TEMPORARY composition until `LoadingOverlay` lands in @company/ui: a full-screen veil with a
 * spinner, announced politely. It appears only after `delayMs`, so quick loads never flash it.
 */
export function LoadingScreen({
  delayMs = 150,
  label = 'Loading…',
}: {
  delayMs?: number;
  label?: string;
}) {
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className={css.loading} role="status" aria-live="polite" data-testid="loading-screen">
      <div className={css.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
