import type { ReactNode } from 'react';
import * as css from './transaction.css.ts';

const marks = { success: '✓', failed: '!', pending: '…' } as const;

/** A result's heading with its mark (success, failure, still pending); the mark is decoration. */
export function Outcome({ state, children }: { state: keyof typeof marks; children: ReactNode }) {
  return (
    <h2 className={css.outcome}>
      <span className={css.badge} data-state={state} aria-hidden="true">
        {marks[state]}
      </span>
      {children}
    </h2>
  );
}
