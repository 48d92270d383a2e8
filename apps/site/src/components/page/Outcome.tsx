import type { ReactNode, Ref } from 'react';
import * as css from './transaction.css.ts';

const marks = { success: '✓', failed: '!', pending: '…' } as const;

/**
 * A result's heading with its mark (success, failure, still pending); the mark is decoration.
 * With `headingRef`, the heading can take the focus (a step that replaces the form).
 */
export function Outcome({
  state,
  children,
  id,
  headingRef,
}: {
  state: keyof typeof marks;
  children: ReactNode;
  id?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={css.outcome}>
      <span className={css.badge} data-state={state} aria-hidden="true">
        {marks[state]}
      </span>
      {children}
    </h2>
  );
}
