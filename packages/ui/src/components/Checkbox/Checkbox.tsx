'use client';

import {
  forwardRef,
  type InputHTMLAttributes,
  useEffect,
  useImperativeHandle,
  useRef,
} from 'react';
import { cx } from '../private/cx.ts';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  type FieldProps,
  hasContent,
  useFieldControl,
} from '../private/Field/Field.tsx';
import { CheckIcon, MinusIcon } from '../private/icons.tsx';
import * as css from './Checkbox.css.ts';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>,
    FieldProps {
  /** Shows the mixed state ("some selected"); announced as "mixed". Clicking still toggles `checked`. */
  indeterminate?: boolean;
  /** Class of the wrapper. Every other prop goes to the `input`. */
  className?: string;
}

/**
 * A native checkbox with a custom look. The label may hold links (e.g. "I agree to the <a>terms</a>"):
 * following a link does not toggle the box. `checked`/`defaultChecked`/`onChange` as on any
 * checkbox, so final-form's `<Field type="checkbox">` input props spread in. Hint and error are
 * read with it; an error sets `aria-invalid`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { indeterminate = false, disabled, ...props },
  forwardedRef,
) {
  const { shell, control, rest } = useFieldControl(props);
  const { ids, label, hint, error, required } = shell;
  const ref = useRef<HTMLInputElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current as HTMLInputElement);
  // `indeterminate` is a DOM property with no HTML attribute.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className={cx(css.root, shell.className)} data-invalid={hasContent(error) || undefined}>
      <div className={css.row} data-disabled={disabled || undefined}>
        <span className={css.box}>
          <input
            ref={ref}
            type="checkbox"
            disabled={disabled}
            className={css.input}
            {...control}
            {...rest}
          />
          <CheckIcon className={css.mark} data-mark="check" strokeWidth={3} />
          <MinusIcon className={css.mark} data-mark="mixed" strokeWidth={3} />
        </span>
        <FieldLabel ids={ids} required={required} className={css.label}>
          {label}
        </FieldLabel>
      </div>
      {hasContent(hint) || hasContent(error) ? (
        <div className={css.below}>
          <FieldHint id={ids.hintId}>{hint}</FieldHint>
          <FieldError id={ids.errorId}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
});
