'use client';

import * as RadixSelect from '@radix-ui/react-select';
import { type FocusEvent, forwardRef, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { control } from '../private/Field/Field.css.ts';
import { controlAria, type FieldProps, FieldShell, useFieldIds } from '../private/Field/Field.tsx';
import { CheckIcon, ChevronDownIcon } from '../private/icons.tsx';
import * as css from './Select.css.ts';

export interface SelectOption {
  value: string;
  /** What the list and the trigger show. Default: the value. */
  label?: ReactNode;
  disabled?: boolean;
}

/** Radix needs a non-empty value for every item; this one can never be chosen. */
const emptyValue = '\u0000not-found';

/** The words Select writes itself. */
export interface SelectLabels {
  /** Shown in the open list when `options` is empty. */
  empty: string;
}

/** Select's English words. */
export const defaultSelectLabels: SelectLabels = { empty: 'Not Found' };

export interface SelectProps extends FieldProps {
  /** The choices, in order. An empty list shows `labels.empty`. */
  options: readonly SelectOption[];
  /** Shown in the trigger while nothing is chosen. */
  placeholder?: string;
  /** Selected value (controlled); `''` shows the placeholder. */
  value?: string;
  /** Initially selected value (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called when the trigger loses focus (final-form's `input.onBlur`). */
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Name of the hidden native select, for forms that submit natively. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Largest height of the list in px before it scrolls. Default 200. */
  maxListHeight?: number;
  /** The select's own words, to translate or adjust; English by default. */
  labels?: Partial<SelectLabels>;
  /** Id of the trigger (the label points at it). */
  id?: string;
  /** Class of the wrapper. */
  className?: string;
}

/**
 * A single select on Radix Select: a button (`role="combobox"`) named by the visible label, a
 * listbox of `options` at most `maxListHeight` px tall, 'Not Found' when there are none. Keyboard:
 * Enter, Space or arrows open; arrows, Home, End and typing move; Enter selects; Escape closes.
 * Hint and error are read with the trigger; an error sets `aria-invalid`. Controlled with
 * `value` + `onValueChange` (final-form: `value={input.value} onValueChange={input.onChange}
 * onBlur={input.onBlur}`) or uncontrolled with `defaultValue`.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    options,
    placeholder,
    value,
    defaultValue,
    onValueChange,
    onBlur,
    open,
    defaultOpen,
    onOpenChange,
    name,
    required,
    disabled,
    maxListHeight = 200,
    labels,
    id,
    className,
  },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        name={name}
        required={required}
        disabled={disabled}
      >
        <RadixSelect.Trigger
          ref={ref}
          id={ids.id}
          className={cx(control, css.trigger)}
          aria-required={required || undefined}
          onBlur={onBlur}
          {...controlAria(ids, { hint, error }, {})}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <ChevronDownIcon className={css.chevron} />
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className={css.content}
            style={{
              maxHeight: `min(${maxListHeight}px, var(--radix-select-content-available-height))`,
            }}
          >
            <RadixSelect.Viewport>
              {options.length === 0 ? (
                <RadixSelect.Item value={emptyValue} disabled className={cx(css.item, css.empty)}>
                  <RadixSelect.ItemText>
                    {labels?.empty ?? defaultSelectLabels.empty}
                  </RadixSelect.ItemText>
                </RadixSelect.Item>
              ) : (
                options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={css.item}
                  >
                    <RadixSelect.ItemText>{option.label ?? option.value}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={css.check}>
                      <CheckIcon />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))
              )}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </FieldShell>
  );
});
