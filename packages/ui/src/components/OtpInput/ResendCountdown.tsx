'use client';

import { type ReactNode, useEffect } from 'react';
import { Button } from '../Button/Button.tsx';
import { useControllableState } from '../private/useControllableState.ts';
import { visuallyHidden } from '../private/visually-hidden.css.ts';
import * as styles from './ResendCountdown.css.ts';

/** The words ResendCountdown writes itself. */
export interface ResendCountdownLabels {
  /** Text before the time: shown as 'Remaining Time: 00:59s'. */
  remaining: ReactNode;
  /** The button's text. */
  resend: ReactNode;
  /** Announced once, politely, when Resend becomes available (the ticking is never announced). */
  available: ReactNode;
  /** Spoken form of the time for screen readers, instead of '00:59s'. */
  spokenTime: (seconds: number) => string;
}

/** ResendCountdown's English words. */
export const defaultResendCountdownLabels: ResendCountdownLabels = {
  remaining: 'Remaining Time:',
  resend: 'Resend',
  available: 'You can now request a new code.',
  spokenTime: (s) => `${s} seconds`,
};

export interface ResendCountdownProps {
  /** Seconds to wait before a new code may be requested; the countdown restarts from here. */
  seconds?: number;
  /** Seconds left, controlled (e.g. from the API's retry-after). Leave unset to let it count itself. */
  remaining?: number;
  /** Called every second with the seconds left, and with `seconds` when Resend restarts it. */
  onRemainingChange?: (remaining: number) => void;
  /** Called when the visitor presses Resend (only possible at 0); the countdown then restarts. */
  onResend?: () => void;
  /** The countdown's own words, to translate or adjust; English by default. */
  labels?: Partial<ResendCountdownLabels>;
  className?: string;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The 'Remaining Time: 00:59s' countdown and the Resend button that goes with an OTP field.
 * Resend stays focusable but inactive (`aria-disabled`) until the countdown reaches 0; pressing it
 * calls `onResend` and starts the countdown again. A screen reader hears that Resend became
 * available once, through a polite live region, and never the seconds ticking.
 */
export function ResendCountdown({
  seconds = 59,
  remaining: remainingProp,
  onRemainingChange,
  onResend,
  labels: labelOverrides,
  className,
}: ResendCountdownProps) {
  const labels = { ...defaultResendCountdownLabels, ...labelOverrides };
  const [shown, setRemaining] = useControllableState(remainingProp, seconds, onRemainingChange);
  const remaining = Math.max(0, shown);

  // One timeout per second: timers start only after mount, so server rendering shows the start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-armed on each tick only
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining(remaining - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const canResend = remaining === 0;
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={canResend ? 'done' : 'counting'}
    >
      <span>
        {labels.remaining}{' '}
        <span className={styles.time} aria-hidden="true">
          {twoDigits(Math.floor(remaining / 60))}:{twoDigits(remaining % 60)}s
        </span>
        <span className={visuallyHidden}>{labels.spokenTime(remaining)}</span>
      </span>
      <Button
        tone="ghost"
        size="sm"
        aria-disabled={!canResend}
        onClick={() => {
          if (!canResend) return;
          onResend?.();
          setRemaining(seconds);
        }}
      >
        {labels.resend}
      </Button>
      <span className={visuallyHidden} role="status">
        {canResend ? labels.available : null}
      </span>
    </div>
  );
}
