import { mandateRouteMessages } from '@company/forms/contracts';
import { digitsOnly } from '@company/forms/final-form';
import { Button, Checkbox, LoadingOverlay, TextField } from '@company/ui';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PrivacyNotice } from '../../components/form/PrivacyNotice.tsx';
import { notify } from '../../components/notify.ts';
import * as css from '../../components/page/transaction.css.ts';
import { mandatePage as copy } from '../../content/mandate.ts';
import { privacyNotices } from '../../content/privacy.ts';
import { once } from '../../lib/once.ts';
import { CaptchaField } from '../captcha/CaptchaField.tsx';
import { useCaptcha } from '../captcha/useCaptcha.ts';
import { formStateOf, type MandateInformationState } from './journey.ts';

const loadClient = once(() => import('./client.ts'));
const loadRules = once(() => import('./rules.ts'));
const MandateTermsDialog = lazy(() =>
  import('./dialogs.tsx').then((m) => ({ default: m.MandateTermsDialog })),
);
const DisclaimerDialog = lazy(() =>
  import('./dialogs.tsx').then((m) => ({ default: m.DisclaimerDialog })),
);

const mobileDigits = digitsOnly(10);

interface Fields {
  lan: string;
  reLan: string;
  mobileNo: string;
  captcha: string;
  terms: boolean;
}
type FieldName = keyof Fields;

const empty: Fields = { lan: '', reLan: '', mobileNo: '', captcha: '', terms: false };

const ids: Record<FieldName, string> = {
  lan: 'mandate-lan',
  reLan: 'mandate-re-lan',
  mobileNo: 'mandate-mobile',
  captcha: 'mandate-captcha',
  terms: 'mandate-terms',
};

/**
 * /mandate: the loan lookup that starts an e-mandate. The spec's five checks run in its order;
 * each failure is a toast in its words (also beside the field, which takes the focus) and brings
 * a new captcha. The captcha is checked by the API, once. Success goes to /mandate-information
 * with the loan's details as navigation state.
 */
export function MandateForm() {
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>(empty);
  // Back from Loan Information: the loan account again (after hydration: the HTML has none).
  const locationState = useLocation().state;
  useEffect(() => {
    const back = formStateOf(locationState);
    if (back) setFields((current) => ({ ...current, lan: back.lan, reLan: back.lan }));
  }, [locationState]);
  const [error, setError] = useState<{ field: FieldName; message: string }>();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'terms' | 'disclaimer' | null>(null);
  const [dialogsMounted, setDialogsMounted] = useState(false);
  const inFlight = useRef(false);
  const captcha = useCaptcha(() => setFields((current) => ({ ...current, captcha: '' })));

  const set = <K extends FieldName>(field: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (error?.field === field) setError(undefined);
  };

  const openDialog = (kind: 'terms' | 'disclaimer') => {
    setDialogsMounted(true);
    setDialog(kind);
  };

  const fail = (field: FieldName | undefined, message: string) => {
    notify('error', message);
    if (field) {
      setError({ field, message });
      document.getElementById(ids[field])?.focus();
    }
    captcha.refresh();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const rules = await loadRules();
      const failure = rules.firstRegistrationFailure(fields);
      if (failure) return fail(failure.field, failure.message);
      if (!captcha.captchaId) return fail('captcha', mandateRouteMessages.captcha);
      setError(undefined);
      setBusy(true);
      const client = await loadClient();
      const found = await client.lookUpLoan({
        lan: fields.lan.trim(),
        reLan: fields.reLan.trim(),
        mobileNo: fields.mobileNo,
        captchaId: captcha.captchaId,
        enteredCaptcha: fields.captcha,
      });
      setBusy(false);
      if (!found.ok) {
        const field =
          found.message === mandateRouteMessages.captcha
            ? 'captcha'
            : found.message === mandateRouteMessages.mobileNo
              ? 'mobileNo'
              : found.message === mandateRouteMessages.lan
                ? 'lan'
                : undefined;
        return fail(field, found.message);
      }
      const state: MandateInformationState = { loan: found.data };
      navigate('/mandate-information', { state });
    } finally {
      inFlight.current = false;
    }
  };

  const clear = () => {
    setFields((current) => ({ ...empty, terms: current.terms }));
    setError(undefined);
    notify('info', copy.cleared);
    document.getElementById(ids.lan)?.focus();
  };

  const errorOf = (field: FieldName) => (error?.field === field ? error.message : undefined);

  return (
    <>
      <form className={css.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <TextField
          id={ids.lan}
          label={copy.labels.lan}
          hint={copy.hints.lan}
          value={fields.lan}
          onChange={(e) => set('lan', e.target.value.toUpperCase())}
          error={errorOf('lan')}
          required
          maxLength={30}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          id={ids.reLan}
          label={copy.labels.reLan}
          value={fields.reLan}
          onChange={(e) => set('reLan', e.target.value.toUpperCase())}
          error={errorOf('reLan')}
          required
          maxLength={30}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          id={ids.mobileNo}
          label={copy.labels.mobile}
          hint={copy.hints.mobile}
          value={fields.mobileNo}
          onChange={(e) => set('mobileNo', mobileDigits(e.target.value))}
          error={errorOf('mobileNo')}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
        />
        <CaptchaField
          captcha={captcha}
          id={ids.captcha}
          label="Enter Captcha"
          value={fields.captcha}
          onChange={(value) => set('captcha', value)}
          error={errorOf('captcha')}
        />
        <div>
          <Checkbox
            id={ids.terms}
            checked={fields.terms}
            onChange={(e) => set('terms', e.target.checked)}
            error={errorOf('terms')}
            label={
              <>
                {copy.labels.termsBefore}
                <button
                  type="button"
                  className={css.linkButton}
                  onClick={() => openDialog('terms')}
                >
                  {copy.labels.terms}
                </button>
                {' | '}
                <button
                  type="button"
                  className={css.linkButton}
                  onClick={() => openDialog('disclaimer')}
                >
                  {copy.labels.disclaimer}
                </button>
              </>
            }
          />
        </div>
        <div className={css.actions}>
          <Button type="submit" busy={busy}>
            {copy.submit}
          </Button>
          <Button tone="secondary" onClick={clear}>
            {copy.clear}
          </Button>
        </div>
        <PrivacyNotice notice={privacyNotices.mandate} />
      </form>
      <LoadingOverlay open={busy} label={copy.loading} />
      {dialogsMounted && (
        <Suspense fallback={null}>
          <MandateTermsDialog
            open={dialog === 'terms'}
            onOpenChange={(open) => setDialog(open ? 'terms' : null)}
          />
          <DisclaimerDialog
            open={dialog === 'disclaimer'}
            onOpenChange={(open) => setDialog(open ? 'disclaimer' : null)}
          />
        </Suspense>
      )}
    </>
  );
}
