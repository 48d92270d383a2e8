import { vars } from '@company/ui';
import { useId, useState } from 'react';

export interface PatternFieldProps {
  /** The visible label of the input. */
  readonly label: string;
  /** The pattern under test: true when the value matches. */
  readonly pattern: (value: string) => boolean;
  /** An input helper run on each change, as final-form `parse` would (e.g. `digitsOnly(10)`). */
  readonly parse?: (value: string) => string;
  /** A display mask shown once the value is valid (e.g. `maskAadhaar`). */
  readonly mask?: (value: string) => string;
  /** What the field takes, with an example. */
  readonly hint: string;
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
}

/** A live input that says, as text, whether its value matches one pattern of @company/forms. */
export function PatternField({ label, pattern, parse, mask, hint, inputMode }: PatternFieldProps) {
  const [value, setValue] = useState('');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const valid = pattern(value);
  const invalid = value !== '' && !valid;

  return (
    <div
      style={{
        display: 'grid',
        // An input's default width (about 20 characters) never widens the column past the screen.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: vars.space.xs,
        maxWidth: 420,
        fontFamily: vars.font.body,
        color: vars.color.text,
      }}
    >
      <label htmlFor={inputId} style={{ fontWeight: vars.fontWeight.semibold }}>
        {label}
      </label>
      <p id={hintId} style={{ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>
        {hint}
      </p>
      <input
        id={inputId}
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${hintId} ${statusId}`}
        aria-invalid={invalid}
        onChange={(event) => setValue(parse ? parse(event.target.value) : event.target.value)}
        style={{
          font: 'inherit',
          padding: `${vars.space.xs} ${vars.space.sm}`,
          border: `2px solid ${invalid ? vars.color.danger : vars.color.borderStrong}`,
          borderRadius: vars.radius.sm,
          background: vars.color.surface,
          color: vars.color.text,
        }}
      />
      <p
        id={statusId}
        role="status"
        style={{
          margin: 0,
          fontWeight: vars.fontWeight.semibold,
          color:
            value === '' ? vars.color.textMuted : valid ? vars.color.success : vars.color.danger,
        }}
      >
        {value === '' ? 'Empty' : valid ? 'Valid' : 'Not valid'}
      </p>
      {mask && valid ? (
        <p style={{ margin: 0, color: vars.color.textMuted }}>Shown masked as {mask(value)}</p>
      ) : null}
    </div>
  );
}
