import type { FormEvent, ReactNode } from 'react';
import * as css from '../../components/page/transaction.css.ts';
import { prepareChallenge } from '../../lib/prepare-challenge.ts';

/** The form of a captcha-checked transaction (e-mandate, quick payment). */
export function ChallengeForm({
  busy,
  onSubmit,
  children,
}: {
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form
      className={css.form}
      noValidate
      onSubmit={onSubmit}
      // It asks for a proof-of-work: solve it from the first keystroke (not on a focus the page
      // itself gives, so a visit that types nothing loads no solver).
      onInputCapture={prepareChallenge}
      aria-busy={busy || undefined}
    >
      {children}
    </form>
  );
}
