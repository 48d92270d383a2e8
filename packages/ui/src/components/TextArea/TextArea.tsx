import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { control } from '../private/Field/Field.css.ts';
import { controlAria, type FieldProps, FieldShell, useFieldIds } from '../private/Field/Field.tsx';
import { textArea } from './TextArea.css.ts';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>,
    FieldProps {
  /** Class of the wrapper. Every other prop goes to the `textarea`. */
  className?: string;
  /** Class of the `textarea` itself. */
  textAreaClassName?: string;
}

/**
 * A multi-line text input (default 4 rows, resizable vertically) with the same label, hint,
 * error and required behaviour as `TextField`; ref and native props go to the `textarea`.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    id,
    className,
    textAreaClassName,
    required,
    rows = 4,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
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
      <textarea
        ref={ref}
        id={ids.id}
        rows={rows}
        required={required}
        className={cx(control, textArea, textAreaClassName)}
        {...controlAria(
          ids,
          { hint, error },
          { 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid },
        )}
        {...rest}
      />
    </FieldShell>
  );
});
