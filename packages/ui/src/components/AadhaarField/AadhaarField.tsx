'use client';

import { digitsOnly, maskAadhaar } from '@company/forms';
import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { buttonClass } from '../Button/button-class.ts';
import { cx } from '../private/cx.ts';
import { control } from '../private/Field/Field.css.ts';
import { type FieldProps, FieldShell, useFieldControl } from '../private/Field/Field.tsx';
import { useControllableState } from '../private/useControllableState.ts';
import { visuallyHidden } from '../private/visually-hidden.css.ts';
import * as css from './AadhaarField.css.ts';

const twelveDigits = digitsOnly(12);

/** The words AadhaarField writes itself. */
export interface AadhaarFieldLabels {
  /** The toggle's visible word while the number is masked. */
  show: string;
  /** The toggle's visible word while the number shows. */
  hide: string;
  /** The toggle's accessible name while the number is masked. */
  showName: string;
  /** The toggle's accessible name while the number shows. */
  hideName: string;
  /** Announced when the number is shown. */
  shown: string;
  /** Announced when the number is hidden. */
  hidden: string;
}

/** AadhaarField's English words. */
export const defaultAadhaarFieldLabels: AadhaarFieldLabels = {
  show: 'Show',
  hide: 'Hide',
  showName: 'Show Aadhaar number',
  hideName: 'Hide Aadhaar number',
  shown: 'Your Aadhaar number is visible',
  hidden: 'Your Aadhaar number is hidden',
};

export interface AadhaarFieldProps
  extends Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'onChange' | 'type' | 'children'
    >,
    FieldProps {
  /** The Aadhaar number as digits (controlled). Anything else typed or pasted is dropped; 12 at most. */
  value?: string;
  /** The starting digits (uncontrolled). */
  defaultValue?: string;
  /** Called with the digits after each change. */
  onValueChange?: (digits: string) => void;
  /** Whether the whole number shows while the field is not being edited (controlled). */
  revealed?: boolean;
  /** Whether it starts revealed (uncontrolled). Default false. */
  defaultRevealed?: boolean;
  onRevealedChange?: (revealed: boolean) => void;
  /** The field's own words (toggle, announcements), to translate or adjust; English by default. */
  labels?: Partial<AadhaarFieldLabels>;
  /** Class of the wrapper (label, hint, input, error). */
  className?: string;
}

/**
 * An Aadhaar number input (UIDAI's rules: show no more than the last 4 digits once entered).
 * Digits only, at most 12. Once all 12 are in and the field is left, it shows 'XXXX XXXX 2346';
 * editing it again shows the digits. A Show / Hide button (after GOV.UK's password input) lets its
 * owner check the whole number; the change is announced. The masked text is display only: the
 * value is always the digits. State as `data-state`: `editing`, `masked` or `revealed`.
 */
export const AadhaarField = forwardRef<HTMLInputElement, AadhaarFieldProps>(function AadhaarField(
  {
    value,
    defaultValue = '',
    onValueChange,
    revealed: revealedProp,
    defaultRevealed = false,
    onRevealedChange,
    labels: labelOverrides,
    onFocus,
    onBlur,
    disabled,
    ...props
  },
  ref,
) {
  const labels = { ...defaultAadhaarFieldLabels, ...labelOverrides };
  const [digits, setDigits] = useControllableState(
    value === undefined ? value : twelveDigits(value),
    () => twelveDigits(defaultValue),
    onValueChange,
  );
  const [revealed, storeRevealed] = useControllableState(
    revealedProp,
    defaultRevealed,
    onRevealedChange,
  );
  const [focused, setFocused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const complete = digits.length === 12;
  const state = focused || !complete ? 'editing' : revealed ? 'revealed' : 'masked';
  const { shell, control: wiring, rest } = useFieldControl(props);

  const setRevealed = (next: boolean) => {
    storeRevealed(next);
    setAnnouncement(next ? labels.shown : labels.hidden);
  };

  return (
    <FieldShell {...shell}>
      <div className={css.row} data-state={state}>
        <input
          ref={ref}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          className={cx(control, css.input)}
          {...wiring}
          {...rest}
          disabled={disabled}
          value={state === 'masked' ? maskAadhaar(digits) : digits}
          onChange={(event) => {
            setDigits(twelveDigits(event.target.value));
          }}
          onFocus={(event) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
        />
        {digits.length > 0 && (
          <button
            type="button"
            className={cx(buttonClass({ tone: 'secondary' }), css.toggle)}
            aria-controls={wiring.id}
            aria-label={revealed ? labels.hideName : labels.showName}
            disabled={disabled}
            onClick={() => setRevealed(!revealed)}
          >
            {revealed ? labels.hide : labels.show}
          </button>
        )}
      </div>
      <span className={visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </FieldShell>
  );
});
