import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { control } from '../private/Field/Field.css.ts';
import { type FieldProps, FieldShell, useFieldControl } from '../private/Field/Field.tsx';
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
  { textAreaClassName, rows = 4, ...props },
  ref,
) {
  const { shell, control: wiring, rest } = useFieldControl(props);
  return (
    <FieldShell {...shell}>
      <textarea
        ref={ref}
        rows={rows}
        className={cx(control, textArea, textAreaClassName)}
        {...wiring}
        {...rest}
      />
    </FieldShell>
  );
});
