import { Button, Inline } from '@company/ui';
import { notify } from '../notify.ts';
import * as css from './forms.css.ts';

/** A reference the visitor keeps (ticket, payment order): large, selectable, with a copy button. */
export function ReferenceNumber({
  label,
  value,
  copy,
  copied,
}: {
  /** What the number is ('Your ticket number'). */
  label: string;
  value: string;
  /** The copy button's text, and the toast once copied. */
  copy: string;
  copied: string;
}) {
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
            .then(() => notify('success', copied))
            .catch(() => {});
        }}
      >
        {copy}
      </Button>
    </Inline>
  );
}
