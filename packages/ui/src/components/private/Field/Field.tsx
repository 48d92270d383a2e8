import { type ReactNode, useId } from 'react';
import { ErrorIcon } from '../icons.tsx';
import * as css from './Field.css.ts';

/** Ids of a field's parts, from the consumer's `id` or a generated one. */
export function useFieldIds(id: string | undefined) {
  const generated = useId();
  const base = id ?? generated;
  return { id: base, labelId: `${base}-label`, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** Joins ids for `aria-describedby`, skipping empty ones; undefined when none is left. */
export const joinIds = (...ids: (string | false | null | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

/** True when an `error` prop holds something to show (final-form gives `undefined`/`false`/`''` when valid). */
export const hasContent = (node: ReactNode): boolean =>
  node !== undefined && node !== null && node !== false && node !== '';

export function RequiredMark({ required }: { required?: boolean }) {
  // aria-hidden: the control's own `required` is announced; the star would say it twice.
  return required ? (
    <span aria-hidden="true" className={css.requiredMark}>
      *
    </span>
  ) : null;
}

/** The visible label, naming the control (`htmlFor`) and named itself (`labelId`), with the required mark. */
export function FieldLabel({
  ids,
  required,
  className = css.label,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={ids.id} id={ids.labelId} className={className}>
      {children}
      <RequiredMark required={required} />
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return hasContent(children) ? (
    <p id={id} className={css.hint}>
      {children}
    </p>
  ) : null;
}

/**
 * The error text with an icon. `alert` announces it at once: for errors that follow an action
 * (a file rejected) rather than typing, where a message per keystroke would be noise.
 */
export function FieldError({
  id,
  children,
  alert,
}: {
  id: string;
  children: ReactNode;
  alert?: boolean;
}) {
  return hasContent(children) ? (
    <p id={id} className={css.error} role={alert ? 'alert' : undefined}>
      <ErrorIcon className={css.errorIcon} />
      <span>{children}</span>
    </p>
  ) : null;
}

/** Props every field primitive shares. */
export interface FieldProps {
  /** The visible label: always shown, it is the control's accessible name. */
  label: ReactNode;
  /** Help shown under the label and read with the control (`aria-describedby`). */
  hint?: ReactNode;
  /**
   * The error message, shown as text with an icon and read with the control; any non-empty value
   * also sets `aria-invalid`. Pass final-form's `meta.touched && meta.error` directly.
   */
  error?: ReactNode;
}

interface FieldShellProps extends FieldProps {
  ids: ReturnType<typeof useFieldIds>;
  /** Announce the error at once (`role="alert"`): for errors that follow an action, not typing. */
  errorAlert?: boolean;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, hint, the control (children) and the error, in reading order. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  errorAlert,
  required,
  className,
  children,
}: FieldShellProps) {
  return (
    <div
      className={className ? `${css.field} ${className}` : css.field}
      data-invalid={hasContent(error) || undefined}
    >
      <FieldLabel ids={ids} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={ids.errorId} alert={errorAlert}>
        {error}
      </FieldError>
    </div>
  );
}

/** `aria-invalid` and `aria-describedby` of a control: its error first, then its hint, then the consumer's ids. */
export function controlAria(
  ids: ReturnType<typeof useFieldIds>,
  { hint, error }: Pick<FieldProps, 'hint' | 'error'>,
  own: {
    'aria-describedby'?: string;
    'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  },
) {
  const invalid = hasContent(error);
  return {
    'aria-invalid': invalid ? (true as const) : own['aria-invalid'],
    'aria-describedby': joinIds(
      invalid && ids.errorId,
      hasContent(hint) && ids.hintId,
      own['aria-describedby'],
    ),
  };
}

/** What every labelled control takes besides its own element's props. */
export interface FieldControlProps extends FieldProps {
  id?: string;
  /** Class of the wrapper (label, hint, control, error). */
  className?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

/**
 * Splits a field component's props into the `FieldShell`'s (label, hint, error, wrapper class),
 * the control's wiring (`id`, `required`, `aria-invalid`, `aria-describedby`) and the rest, which
 * go to the control element. Used by TextField and TextArea so the wiring lives in one place:
 * `const { shell, control, rest } = useFieldControl(props);`
 * `<FieldShell {...shell}><input {...control} {...rest} /></FieldShell>`.
 */
export function useFieldControl<P extends FieldControlProps>({
  label,
  hint,
  error,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: P) {
  const ids = useFieldIds(id);
  return {
    shell: { ids, label, hint, error, required, className },
    control: {
      id: ids.id,
      required,
      ...controlAria(
        ids,
        { hint, error },
        { 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid },
      ),
    },
    rest,
  };
}
