import { digitsOnly } from '@company/forms/final-form';
import {
  Button,
  Inline,
  Stack,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from '@company/ui';
import type { FormApi } from 'final-form';
import { type FormHTMLAttributes, type ReactNode, type SyntheticEvent, useRef } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import type { PrivacyNotice as Notice } from '../../content/privacy.ts';
import { inPageLanguage } from '../../lib/messages.ts';
import { focusFirstError } from './focus-first-error.ts';
import * as css from './forms.css.ts';
import { PrivacyNotice } from './PrivacyNotice.tsx';

type Bound<Props> = Omit<Props, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & {
  name: string;
  /** Turns what was typed into the stored value, e.g. `digitsOnly(10)`. */
  parse?: (value: string) => string;
};

/**
 * A field's words: its check's once touched, or the API's about it (`onSubmit` answered them by
 * the field's name) until it is changed; in the page's language.
 */
const errorOf = (meta: FieldMetaState<string>): string | undefined => {
  const error =
    (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  return error && inPageLanguage(error);
};

/** A TextField bound to the surrounding final-form: its value, and its error once touched. */
export function FormTextField({ name, parse, ...props }: Bound<TextFieldProps>) {
  return (
    <Field<string> name={name} parse={parse}>
      {({ input, meta }) => <TextField {...input} {...props} error={errorOf(meta)} />}
    </Field>
  );
}

type KnownField = Omit<Bound<TextFieldProps>, 'name'> & { name?: string };

const mobileDigits = digitsOnly(10);

/** The 10-digit mobile number, required: digits only, stops at 10, offered from the phone's own. */
export function FormMobileField(props: KnownField) {
  return (
    <FormTextField
      name="phone"
      parse={mobileDigits}
      type="tel"
      inputMode="numeric"
      required
      autoComplete="tel-national"
      maxLength={10}
      {...props}
    />
  );
}

/** The optional e-mail address. */
export function FormEmailField(props: KnownField) {
  return (
    <FormTextField name="email" type="email" autoComplete="email" maxLength={254} {...props} />
  );
}

/** A TextArea bound to the surrounding final-form. */
export function FormTextArea({ name, parse, ...props }: Bound<TextAreaProps>) {
  return (
    <Field<string> name={name} parse={parse}>
      {({ input, meta }) => <TextArea {...input} {...props} error={errorOf(meta)} />}
    </Field>
  );
}

/**
 * The `<form>` of a final-form: no browser validation bubbles (the fields say what is wrong), and
 * after a submit that failed validation, or that the API refused for a field, focus on the first
 * field that says so.
 */
export function ValidatedForm<Values>({
  form,
  handleSubmit,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'color'> & {
  form: FormApi<Values>;
  handleSubmit: (event?: SyntheticEvent) => unknown;
  children: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <Stack
      as="form"
      ref={ref}
      className={css.form}
      noValidate
      {...props}
      onSubmit={(event) => {
        const done = handleSubmit(event);
        if (form.getState().hasValidationErrors) focusFirstError(ref.current);
        // A field the API refused: focus it once its words are shown.
        void Promise.resolve(done).then(() => {
          if (form.getState().hasSubmitErrors) focusFirstError(ref.current);
        });
        return done;
      }}
    >
      {children}
    </Stack>
  );
}

/** What ends every company form: the failure alert, the submit button and the privacy notice. */
export function FormEnd({
  submitError,
  submitting,
  submitLabel,
  submittingLabel,
  privacy,
  privacyId,
}: {
  submitError?: string;
  submitting?: boolean;
  submitLabel: string;
  submittingLabel: string;
  privacy: Notice;
  privacyId: string;
}) {
  return (
    <>
      {submitError ? (
        <p role="alert" className={css.formAlert}>
          {submitError}
        </p>
      ) : null}
      <Inline>
        <Button type="submit" tone="primary" busy={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </Inline>
      <PrivacyNotice notice={privacy} id={privacyId} />
    </>
  );
}
