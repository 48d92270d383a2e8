import { Stack } from '@company/ui';
import type { ReactNode, RefObject } from 'react';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import { prepareChallenge } from '../../lib/prepare-challenge.ts';
import type { FieldProblem } from './journey.ts';
import { labels } from './labels.ts';
import { StepHeading } from './StepHeading.tsx';
import * as css from './track.css.ts';

/** A step of the tracking: its form, heading and error summary, then its fields and buttons. */
export function StepForm({
  headingId,
  heading,
  focusHeading,
  busy,
  problems,
  summary,
  challenge,
  onSubmit,
  children,
}: {
  headingId: string;
  heading: string;
  focusHeading: boolean;
  busy: boolean;
  problems: FieldProblem[];
  summary: RefObject<HTMLDivElement | null>;
  /** The send asks for a proof-of-work: solve it from the first keystroke. */
  challenge?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={css.form}
      noValidate
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      onInputCapture={challenge ? prepareChallenge : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="lg">
        <StepHeading id={headingId} text={heading} focus={focusHeading} />
        <ErrorSummary ref={summary} title={labels.errorSummary} errors={problems} />
        {children}
      </Stack>
    </form>
  );
}
