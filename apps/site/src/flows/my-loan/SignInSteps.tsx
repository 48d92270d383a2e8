import { Button, Card, Inline, Stack, TextField } from '@company/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import * as formCss from '../../components/form/forms.css.ts';
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

/** Step 1: a mobile number or LAN, one question on its own. */
export function SignInStep({ loan }: { loan: MyLoanApi }) {
  const notice = loan.step.kind === 'identify' ? loan.step.notice : null;
  return (
    <Card
      as="form"
      noValidate
      onSubmit={submitting(loan.requestOtp)}
      aria-labelledby="my-loan-sign-in"
    >
      <Stack gap="lg">
        {notice ? (
          <p role="status" className={formCss.formAlert}>
            {notice === 'expired' ? copy.expired : copy.signedOut}
          </p>
        ) : null}
        <ErrorSummary
          ref={loan.summary}
          title={copy.errorSummaryTitle}
          errors={summaryOf(loan.errors)}
        />
        <h2 id="my-loan-sign-in">{copy.signIn.heading}</h2>
        <TextField
          id={ids.mobileOrLan}
          name="mobileOrLan"
          label={copy.signIn.label}
          hint={copy.signIn.hint}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          value={loan.mobileOrLan}
          onChange={(event) => loan.setMobileOrLan(event.target.value)}
          onFocus={() => {
            void loadClient();
            prepareChallenge();
          }}
          error={loan.errors.mobileOrLan}
        />
        <Inline>
          <Button type="submit" disabled={loan.busy}>
            {copy.signIn.submit}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

/** Step 2: the OTP, one field the phone can fill from the SMS. */
export function OtpStep({ loan }: { loan: MyLoanApi }) {
  // The new question takes the focus, as the step before it is gone.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <Card
      as="form"
      noValidate
      onSubmit={submitting(loan.signIn)}
      aria-labelledby="my-loan-otp-heading"
    >
      <Stack gap="lg">
        <ErrorSummary
          ref={loan.summary}
          title={copy.errorSummaryTitle}
          errors={summaryOf(loan.errors)}
        />
        <h2 id="my-loan-otp-heading">{copy.otp.heading}</h2>
        <TextField
          ref={input}
          id={ids.otp}
          name="otp"
          label={copy.otp.label}
          hint={copy.otp.hint}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={loan.otp}
          onChange={(event) => loan.setOtp(event.target.value.replace(/\D/g, ''))}
          error={loan.errors.otp}
        />
        <Inline>
          <Button type="submit" disabled={loan.busy}>
            {copy.otp.submit}
          </Button>
          <Button tone="secondary" onClick={loan.changeNumber}>
            {copy.otp.change}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
