import { email as isEmail } from '@company/forms';
import { paymentRouteMessages } from '@company/forms/contracts';
import { Button, LoadingOverlay, TextField } from '@company/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  LanField,
  MobileDigitsField,
  RupeeAmountField,
} from '../../components/form/LoanFields.tsx';
import { PrivacyNotice } from '../../components/form/PrivacyNotice.tsx';
import { notify } from '../../components/notify.ts';
import { NewTabLink } from '../../components/page/NewTabLink.tsx';
import * as css from '../../components/page/transaction.css.ts';
import { paymentPage as copy, paymentPrivacyNotice } from '../../content/payment.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { once } from '../../lib/once.ts';
import { CaptchaField } from '../captcha/CaptchaField.tsx';
import { ChallengeForm } from '../captcha/ChallengeForm.tsx';
import { useCheckedForm } from '../captcha/useCheckedForm.ts';

const loadClient = once(() => import('./client.ts'));
const loadRules = once(() => import('./rules.ts'));

/** The spec shows 'LAN not found' half a second after a failed initiation. */
const NOT_FOUND_DELAY_MS = 500;

const empty = { lan: '', mobileNo: '', email: '', amount: '', captcha: '' };

/** The loan and mobile another page handed over (navigation state that may be anything). */
function prefillOf(state: unknown): Partial<typeof empty> {
  const { lan, mobileNo } = (state ?? {}) as { lan?: unknown; mobileNo?: unknown };
  return typeof lan === 'string' &&
    typeof mobileNo === 'string' &&
    lan.length <= 30 &&
    mobileNo.length <= 10
    ? { lan, mobileNo }
    : {};
}

const ids = {
  lan: 'payment-lan',
  mobileNo: 'payment-mobile',
  email: 'payment-email',
  amount: 'payment-amount',
  captcha: 'payment-captcha',
};

/**
 * /initiate-payment: quick payment of an EMI. The spec's four checks run in its order (the
 * optional e-mail is checked on leaving it); each failure is a toast in its words, also shown
 * beside the field, which takes the focus, and brings a new captcha. Then the API creates one
 * order per attempt (an idempotency key) and the borrower goes to the provider's checkout.
 */
export function PaymentForm() {
  // 'Pay now' on /my-loan fills the loan and mobile in through navigation state, never the URL.
  const form = useCheckedForm({ ...empty, ...prefillOf(useLocation().state) }, ids);
  const { fields, set, errorOf, fail, captcha, unlock, bind } = form;
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());

  // Back from the checkout (the browser's back-forward cache): the form works again.
  const refreshCaptcha = captcha.refresh;
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setBusy(false);
      unlock();
      key.current = newIdempotencyKey();
      refreshCaptcha();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [refreshCaptcha, unlock]);

  const submit = form.onSubmit(async () => {
    const rules = await loadRules();
    const failure = rules.firstPaymentFailure(fields);
    if (failure) return fail(failure.field, failure.message);
    if (!captcha.captchaId) return fail('captcha', paymentRouteMessages.captcha);
    form.setError(undefined);
    setBusy(true);
    const client = await loadClient();
    const created = await client.createOrder(
      {
        lan: fields.lan.trim(),
        mobileNo: fields.mobileNo,
        email: fields.email.trim() || null,
        amount: fields.amount,
        captchaId: captcha.captchaId,
        enteredCaptcha: fields.captcha,
      },
      key.current,
    );
    if (created.ok) {
      // The loader stays while the provider's checkout loads; nothing can be sent twice.
      const { openCheckout } = await import('./checkout.ts');
      const opened = await openCheckout(created.data);
      if (opened.ok) return true;
      setBusy(false);
      notify('error', opened.message);
      return;
    }
    setBusy(false);
    key.current = newIdempotencyKey();
    if (created.status === 404) {
      captcha.refresh();
      setTimeout(() => notify('error', paymentRouteMessages.notFound), NOT_FOUND_DELAY_MS);
      return;
    }
    return form.failAnswer(created);
  });

  const checkEmail = () => {
    const value = fields.email.trim();
    if (value && !isEmail(value)) {
      form.setError({ field: 'email', message: paymentRouteMessages.email });
      notify('error', paymentRouteMessages.email);
    }
  };

  return (
    <>
      <ChallengeForm busy={busy} onSubmit={submit}>
        <LanField label={copy.labels.lan} {...bind('lan')} />
        <MobileDigitsField label={copy.labels.mobile} {...bind('mobileNo')} />
        <TextField
          id={ids.email}
          label={copy.labels.emailAddress}
          hint={copy.hints.emailAddress}
          value={fields.email}
          onChange={(e) => set('email', e.target.value)}
          onBlur={checkEmail}
          error={errorOf('email')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <RupeeAmountField
          label={copy.labels.amount}
          hint={copy.hints.amount}
          shownAs={copy.amountShown}
          maxDigits={6}
          {...bind('amount')}
        />
        <CaptchaField
          label={copy.labels.captcha}
          placeholder={copy.labels.captchaPlaceholder}
          {...form.captchaField}
        />
        <div className={css.actions}>
          <Button type="submit" busy={busy}>
            {copy.submit}
          </Button>
        </div>
        <p className={css.note}>
          <NewTabLink href="/refund-policy" hint={copy.newTabHint}>
            {copy.refundLink}
          </NewTabLink>
        </p>
        <PrivacyNotice notice={paymentPrivacyNotice} />
      </ChallengeForm>
      <LoadingOverlay open={busy} label={copy.loading} />
    </>
  );
}
