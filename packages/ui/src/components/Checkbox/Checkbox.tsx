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
  controlAria,
  FieldError,
  FieldHint,
  type FieldProps,
  hasContent,
  RequiredMark,
  useFieldIds,
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
  {
    label,
    hint,
    error,
    id,
    className,
    indeterminate = false,
    required,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  forwardedRef,
) {
  const ids = useFieldIds(id);
  const ref = useRef<HTMLInputElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current as HTMLInputElement);
  // `indeterminate` is a DOM property with no HTML attribute.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className={cx(css.root, className)} data-invalid={hasContent(error) || undefined}>
      <div className={css.row} data-disabled={disabled || undefined}>
        <span className={css.box}>
          <input
            ref={ref}
            id={ids.id}
            type="checkbox"
            required={required}
            disabled={disabled}
            className={css.input}
            {...controlAria(
              ids,
              { hint, error },
              { 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid },
            )}
            {...rest}
          />
          <CheckIcon className={css.mark} data-mark="check" strokeWidth={3} />
          <MinusIcon className={css.mark} data-mark="mixed" strokeWidth={3} />
        </span>
        <label htmlFor={ids.id} id={ids.labelId} className={css.label}>
          {label}
          <RequiredMark required={required} />
        </label>
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
