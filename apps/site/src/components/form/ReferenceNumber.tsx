import { Button, Inline } from '@company/ui';
import { useState } from 'react';
import * as css from './forms.css.ts';

/**
 * A reference the visitor keeps (ticket, payment order): large, selectable, with a copy button.
 * "Copied" is said beside the button, in a live region there from the start, not in a toast: the
 * ticket's number is shown in a modal dialog, which hides a toast from screen readers and lays
 * its backdrop over it (a toast there could be neither heard nor paused).
 */
export function ReferenceNumber({
  label,
  value,
  copy,
  copied,
}: {
  /** What the number is ('Your ticket number'). */
  label: string;
  value: string;
  /** The copy button's text, and what is said once copied. */
  copy: string;
  copied: string;
}) {
  const [done, setDone] = useState(false);
  return (
    <Inline gap="sm" marginY="md">
      <span className={css.ticketLabel}>{label}</span>
      <output className={css.ticketNumber} aria-label={`${label}: ${value}`}>
        {value}
      </output>
      <Button
        tone="secondary"
        size="sm"
        onClick={() => {
          void navigator.clipboard
            ?.writeText(value)
            .then(() => setDone(true))
            .catch(() => {});
        }}
      >
        {copy}
      </Button>
      <span role="status" className={css.copied}>
        {done ? copied : ''}
      </span>
    </Inline>
  );
}
