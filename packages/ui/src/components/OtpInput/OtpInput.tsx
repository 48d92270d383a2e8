'use client';

import {
  type ClipboardEvent,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useControllableState } from '../private/useControllableState.ts';
import * as styles from './OtpInput.css.ts';

/** ASCII digits only: other scripts' digits (`٣`, `３`) are dropped, as in `@company/forms`. */
const digitsIn = (text: string) => text.replace(/[^0-9]/g, '');

export interface OtpInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'type' | 'maxLength' | 'size' | 'children'
  > {
  /** The visible label, also the field's accessible name (e.g. 'Please Enter OTP'). */
  label: ReactNode;
  /** Number of digits: 4 (contact page) or 6 (customer care, enquiry). */
  length?: 4 | 6;
  /** The code, controlled. */
  value?: string;
  /** The initial code, uncontrolled. */
  defaultValue?: string;
  /** Called with the digits whenever they change. */
  onValueChange?: (value: string) => void;
  /** Called once the code has `length` digits (e.g. to submit). */
  onComplete?: (value: string) => void;
  /** Help text under the cells, wired to the field with `aria-describedby`. */
  hint?: ReactNode;
  /** An error message: marks the field invalid and is announced with it (it takes the hint's place). */
  error?: ReactNode;
}

/**
 * A one-time code field: ONE `<input autocomplete="one-time-code" inputmode="numeric">` with the
 * cells drawn over it (hidden from assistive technology), not one input per digit. A screen
 * reader meets one labelled field holding the code instead of six unnamed boxes; SMS autofill
 * (iOS, Android WebOTP and Chrome) and paste deliver the whole code in one go; the browser's own
 * editing keys keep working. See docs/decisions.md.
 *
 * Digits only (non-ASCII digits are dropped); typing advances, Backspace goes back, arrow keys and
 * clicks move the active cell; typing into a full code replaces the digit at the caret, and
 * pasting a full code (even within text such as 'Your OTP is 042917') replaces the value.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  {
    label,
    length = 6,
    value: valueProp,
    defaultValue = '',
    onValueChange,
    onComplete,
    hint,
    error,
    id,
    className,
    onChange,
    onPaste,
    onSelect,
    onMouseUp,
    ...rest
  },
  forwardedRef,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error || hint;
  const [value, setValue] = useControllableState(
    valueProp,
    () => digitsIn(defaultValue).slice(0, length),
    (next) => {
      onValueChange?.(next);
      if (next.length === length) onComplete?.(next);
    },
  );
  const [caret, setCaret] = useState(0);
  // Where the caret belongs after React rewrites the input's value (which moves it to the end).
  const pendingCaret = useRef<[HTMLInputElement, number]>(null);

  useEffect(() => {
    const [input, caret] = pendingCaret.current ?? [];
    if (input === input?.ownerDocument.activeElement)
      input?.setSelectionRange(caret ?? 0, caret ?? 0);
    pendingCaret.current = null;
  });

  const commit = (input: HTMLInputElement, next: string, caret: number) => {
    pendingCaret.current = [input, caret];
    setCaret(caret);
    setValue(next);
  };

  return (
    <div className={`${styles.root} ${className ?? ''}`} data-state={error ? 'invalid' : undefined}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.field}>
        <input
          ref={forwardedRef}
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          value={value}
          onChange={(event) => {
            onChange?.(event);
            if (event.defaultPrevented) return;
            const { value: raw, selectionStart } = event.currentTarget;
            const caret = selectionStart ?? raw.length;
            const before = digitsIn(raw.slice(0, caret));
            const after = digitsIn(raw.slice(caret));
            // New digits win: those typed into a full code replace the ones after the caret.
            const next = (
              before + after.slice(Math.max(0, before.length + after.length - length))
            ).slice(0, length);
            commit(event.currentTarget, next, Math.min(before.length, length));
          }}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
            onPaste?.(event);
            const pasted = digitsIn(event.clipboardData.getData('text'));
            if (event.defaultPrevented || pasted.length < length) return;
            event.preventDefault();
            commit(event.currentTarget, pasted.slice(0, length), length);
          }}
          onSelect={(event) => {
            onSelect?.(event);
            setCaret(event.currentTarget.selectionStart ?? 0);
          }}
          onMouseUp={(event) => {
            onMouseUp?.(event);
            if (event.defaultPrevented) return;
            // The text is invisible, so a click goes to the cell under the pointer, not the glyph.
            const input = event.currentTarget;
            if (input.selectionStart !== input.selectionEnd) return; // a drag selected text
            const box = input.getBoundingClientRect();
            const cell = Math.floor(((event.clientX - box.left) / box.width) * length);
            const caret = Math.min(cell, value.length);
            input.setSelectionRange(caret, caret); // onSelect follows
          }}
          {...rest}
        />
        {Array.from({ length }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions
            key={index}
            className={styles.cell}
            aria-hidden="true"
            data-active={index === Math.min(caret, length - 1) ? '' : undefined}
          >
            {value[index]}
          </span>
        ))}
      </div>
      {message && (
        <p id={messageId} className={styles.message}>
          {message}
        </p>
      )}
    </div>
  );
});
