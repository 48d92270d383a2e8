'use client';

import { type ChangeEvent, type FocusEvent, forwardRef, type ReactNode, useId } from 'react';
import { cx } from '../private/cx.ts';
import { hint as hintClass } from '../private/Field/Field.css.ts';
import {
  FieldError,
  FieldHint,
  type FieldProps,
  hasContent,
  joinIds,
  RequiredMark,
  useFieldIds,
} from '../private/Field/Field.tsx';
import * as css from './RadioGroup.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Help for this option, read with it. */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldProps, css.RadioGroupVariants {
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** The radios' shared `name` (what a form submits). Default: a generated one. */
  name?: string;
  /** Selected value (controlled); `''` selects nothing. */
  value?: string;
  /** Initially selected value (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly selected value. */
  onValueChange?: (value: string) => void;
  /** The native change event of the radio that became checked (final-form's `input.onChange` fits). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  required?: boolean;
  disabled?: boolean;
  /** Id of the group; option ids derive from it. */
  id?: string;
  className?: string;
}

/**
 * One choice out of a few, as native radios in a `fieldset` whose `legend` is the visible label.
 * The keyboard works natively: Tab enters the group at the selected radio, arrow keys move and
 * select. Hint and error are read when the group is entered; an error sets `aria-invalid`.
 * Spread react-final-form's `input` props (`name`, `value`, `onChange`, `onBlur`, `onFocus`) in.
 */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    hint,
    error,
    options,
    name,
    value,
    defaultValue,
    onValueChange,
    onChange,
    onBlur,
    onFocus,
    required,
    disabled,
    direction,
    id,
    className,
  },
  ref,
) {
  const ids = useFieldIds(id);
  const generatedName = useId();
  const invalid = hasContent(error);
  const controlled = value !== undefined;
  return (
    <fieldset
      ref={ref}
      id={ids.id}
      // The legend names the group; each radio carries `required` and `aria-invalid` itself.
      aria-describedby={joinIds(invalid && ids.errorId, hasContent(hint) && ids.hintId)}
      disabled={disabled}
      className={cx(css.fieldset, className)}
      data-invalid={invalid || undefined}
    >
      <legend id={ids.labelId} className={css.legend}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className={css.options({ direction })}>
        {options.map((option, index) => {
          const optionId = `${ids.id}-${index}`;
          const optionHintId = `${optionId}-hint`;
          return (
            <div
              key={option.value}
              className={css.option}
              data-disabled={disabled || option.disabled || undefined}
            >
              <input
                id={optionId}
                type="radio"
                name={name ?? generatedName}
                value={option.value}
                required={required}
                disabled={option.disabled}
                aria-invalid={invalid || undefined}
                aria-describedby={hasContent(option.hint) ? optionHintId : undefined}
                className={css.input}
                {...(controlled
                  ? { checked: option.value === value }
                  : { defaultChecked: option.value === defaultValue })}
                onChange={(event) => {
                  onChange?.(event);
                  if (!event.defaultPrevented) onValueChange?.(option.value);
                }}
                onBlur={onBlur}
                onFocus={onFocus}
              />
              <label htmlFor={optionId} className={css.optionLabel}>
                {option.label}
                {hasContent(option.hint) ? (
                  <span id={optionHintId} className={hintClass}>
                    {option.hint}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
});
