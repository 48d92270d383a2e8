'use client';

import { type ChangeEvent, type CSSProperties, forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { field } from '../private/Field/Field.css.ts';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  type FieldProps,
  hasContent,
  useFieldControl,
} from '../private/Field/Field.tsx';
import { useControllableState } from '../private/useControllableState.ts';
import * as css from './Slider.css.ts';

export interface SliderProps
  extends FieldProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'value' | 'defaultValue' | 'min' | 'max' | 'step' | 'children'
    > {
  min: number;
  max: number;
  /** Default 1. */
  step?: number;
  /** The value (controlled). */
  value?: number;
  /** The first value (uncontrolled). Default `min`. */
  defaultValue?: number;
  /** Called with the new number on every move. */
  onValueChange?: (value: number) => void;
  /**
   * Turns a number into what people read and hear (`aria-valuetext`), e.g.
   * `(n) => formatRupees(n)` for "₹1,00,000". Default: the number as is.
   */
  formatValue?: (value: number) => string;
  /** Show the formatted value beside the label. Default true. */
  showValue?: boolean;
  /** Show the formatted minimum and maximum under the track. Default true. */
  showRange?: boolean;
  /** Class of the wrapper. Every other prop goes to the `input type="range"`. */
  className?: string;
}

/**
 * A native range input with our look: a visible label, the current value beside it (formatted
 * with `formatValue`, which is also what screen readers hear), optional min and max under the
 * track, hint and error like other fields. Keyboard by native semantics: arrows step, Page Up/Down
 * jump, Home/End go to the ends. Pair it with a number field if people should type exact values
 * (the EMI calculator does): that pairing is the consumer's.
 */
export const Slider = forwardRef<HTMLInputElement, SliderProps>(function Slider(
  {
    min,
    max,
    step = 1,
    value,
    defaultValue,
    onValueChange,
    onChange,
    formatValue = String,
    showValue = true,
    showRange = true,
    style,
    ...props
  },
  ref,
) {
  const { shell, control, rest } = useFieldControl(props);
  const { ids, label, hint, error, required } = shell;
  const [current, setCurrent] = useControllableState(value, defaultValue ?? min, onValueChange);
  const fill = max > min ? ((Math.min(Math.max(current, min), max) - min) / (max - min)) * 100 : 0;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (event.defaultPrevented) return;
    setCurrent(event.target.valueAsNumber);
  };

  return (
    <div className={cx(field, shell.className)} data-invalid={hasContent(error) || undefined}>
      <div className={css.header}>
        <FieldLabel ids={ids} required={required}>
          {label}
        </FieldLabel>
        {showValue ? (
          // Not live: the slider itself announces its value text on each step.
          <output htmlFor={ids.id} aria-live="off" className={css.output}>
            {formatValue(current)}
          </output>
        ) : null}
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <input
        ref={ref}
        type="range"
        min={min}
        max={max}
        step={step}
        value={current}
        aria-valuetext={formatValue(current)}
        className={css.input}
        style={{ ...style, '--slider-fill': `${fill}%` } as CSSProperties}
        onChange={handleChange}
        {...control}
        {...rest}
      />
      {showRange ? (
        <div className={css.range} aria-hidden="true">
          <span>{formatValue(min)}</span>
          <span>{formatValue(max)}</span>
        </div>
      ) : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
});
