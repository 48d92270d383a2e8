import { Button, Card, Inline, Stack, TextField, type TextFieldProps } from '@company/ui';
import { type FormEvent, type ReactNode, type Ref, useEffect, useRef } from 'react';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import * as formCss from '../../components/form/forms.css.ts';
import { useLiveText } from '../../components/form/useLiveText.ts';
import { myLoanPage as copy } from '../../content/my-loan.ts';
import { prepareChallenge } from '../../lib/prepare-challenge.ts';
import { ids, loadClient, type MyLoanApi } from './useMyLoan.ts';

const summaryOf = (errors: MyLoanApi['errors']) =>
  (Object.keys(ids) as (keyof typeof ids)[])
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: ids[field], message: errors[field]! }));

const submitting = (action: () => Promise<void>) => (event: FormEvent) => {
  event.preventDefault();
  void action();
};

/** A sign-in step: one form with its notice, the error summary, its heading, its question and its buttons. */
function StepForm({
  loan,
  action,
  headingId,
  words,
  notice,
  name,
  field,
  secondary,
}: {
  loan: MyLoanApi;
  action: () => Promise<void>;
  headingId: string;
  words: { heading: string; label: string; hint: string; submit: string };
  notice?: ReactNode;
  /** The question: its field's name and what it takes beyond the words. */
  name: keyof typeof ids;
  field: Omit<TextFieldProps, 'label'> & { ref?: Ref<HTMLInputElement> };
  /** A button beside the submit one. */
  secondary?: ReactNode;
}) {
  return (
    <Card as="form" noValidate onSubmit={submitting(action)} aria-labelledby={headingId}>
      <Stack gap="lg">
        {notice}
        <ErrorSummary
          ref={loan.summary}
          title={copy.errorSummaryTitle}
          errors={summaryOf(loan.errors)}
        />
        <h2 id={headingId}>{words.heading}</h2>
        <TextField
          id={ids[name]}
          name={name}
          label={words.label}
          hint={words.hint}
          required
          error={loan.errors[name]}
          {...field}
        />
        <Inline>
          <Button type="submit" disabled={loan.busy}>
            {words.submit}
          </Button>
          {secondary}
        </Inline>
      </Stack>
    </Card>
  );
}

/** Step 1: a mobile number or LAN, one question on its own. */
export function SignInStep({ loan }: { loan: MyLoanApi }) {
  const notice = loan.step.kind === 'identify' ? loan.step.notice : null;
  // The sign-in comes back with the notice: its region first, its words just after, so they are read.
  const said = useLiveText(notice ? (notice === 'expired' ? copy.expired : copy.signedOut) : '');
  return (
    <StepForm
      loan={loan}
      action={loan.requestOtp}
      headingId="my-loan-sign-in"
      words={copy.signIn}
      notice={
        notice ? (
          <p role="status" className={formCss.formAlert}>
            {said}
          </p>
        ) : null
      }
      name="mobileOrLan"
      field={{
        autoComplete: 'off',
        spellCheck: false,
        maxLength: 30,
        value: loan.mobileOrLan,
        onChange: (event) => loan.setMobileOrLan(event.target.value),
        onFocus: () => {
          void loadClient();
          prepareChallenge();
        },
      }}
    />
  );
}

/** Step 2: the OTP, one field the phone can fill from the SMS. */
export function OtpStep({ loan }: { loan: MyLoanApi }) {
  // The new question takes the focus, as the step before it is gone.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <StepForm
      loan={loan}
      action={loan.signIn}
      headingId="my-loan-otp-heading"
      words={copy.otp}
      secondary={
        <Button tone="secondary" onClick={loan.changeNumber}>
          {copy.otp.change}
        </Button>
      }
      name="otp"
      field={{
        ref: input,
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        maxLength: 6,
        value: loan.otp,
        onChange: (event) => loan.setOtp(event.target.value.replace(/\D/g, '')),
      }}
    />
  );
}
