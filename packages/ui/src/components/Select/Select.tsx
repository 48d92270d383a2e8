'use client';

import * as RadixSelect from '@radix-ui/react-select';
import { type FocusEvent, forwardRef, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { control } from '../private/Field/Field.css.ts';
import { type FieldProps, FieldShell, useFieldControl } from '../private/Field/Field.tsx';
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
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(props, ref) {
  const { shell, control: wiring, rest } = useFieldControl(props);
  // What is left is Radix Select.Root's: value, open state, name, disabled.
  const { options, placeholder, onBlur, maxListHeight = 200, labels, ...root } = rest;
  return (
    <FieldShell {...shell}>
      <RadixSelect.Root {...root} required={wiring.required}>
        <RadixSelect.Trigger
          ref={ref}
          id={wiring.id}
          className={cx(control, css.trigger)}
          aria-required={wiring.required || undefined}
          onBlur={onBlur}
          aria-invalid={wiring['aria-invalid']}
          aria-describedby={wiring['aria-describedby']}
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
