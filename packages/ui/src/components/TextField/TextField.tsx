import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { control } from '../private/Field/Field.css.ts';
import { type FieldProps, FieldShell, useFieldControl } from '../private/Field/Field.tsx';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>,
    FieldProps {
  /** Class of the wrapper (label, hint, input, error). Every other prop goes to the `input`. */
  className?: string;
  /** Class of the `input` itself. */
  inputClassName?: string;
}

/**
 * A single-line text input with a visible label, an optional hint and an error. The hint and the
 * error are read with the input (`aria-describedby`), an error sets `aria-invalid` and shows as
 * text with an icon. `required` shows a "*" that is hidden from screen readers (the input's own
 * required state is announced). The ref and every native input prop (`name`, `value`,
 * `onChange`, `inputMode`, `autoComplete`, `maxLength`, `readOnly`…) go to the `input`, so
 * react-final-form's `input` props spread straight in:
 * `<Field name="name">{({ input, meta }) => <TextField {...input} label="Name" error={meta.touched && meta.error} />}</Field>`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { inputClassName, type = 'text', ...props },
  ref,
) {
  const { shell, control: wiring, rest } = useFieldControl(props);
  return (
    <FieldShell {...shell}>
      <input ref={ref} type={type} className={cx(control, inputClassName)} {...wiring} {...rest} />
    </FieldShell>
  );
});
