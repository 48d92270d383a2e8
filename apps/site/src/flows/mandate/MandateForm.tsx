import { mandateRouteMessages } from '@company/forms/contracts';
import { Button, Checkbox, LoadingOverlay } from '@company/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LanField, MobileDigitsField } from '../../components/form/LoanFields.tsx';
import { PrivacyNotice } from '../../components/form/PrivacyNotice.tsx';
import { notify } from '../../components/notify.ts';
import * as css from '../../components/page/transaction.css.ts';
import { mandatePage as copy, mandatePrivacyNotice } from '../../content/mandate.ts';
import { once } from '../../lib/once.ts';
import { CaptchaField } from '../captcha/CaptchaField.tsx';
import { ChallengeForm } from '../captcha/ChallengeForm.tsx';
import { useCheckedForm } from '../captcha/useCheckedForm.ts';
import { formStateOf, type MandateInformationState } from './journey.ts';

const loadClient = once(() => import('./client.ts'));
const loadRules = once(() => import('./rules.ts'));
/** A journey's terms: plain paragraphs and one closing button. */
const TextDialog = lazy(() =>
  import('../../components/legal/TextDialog.tsx').then((m) => ({ default: m.TextDialog })),
);
const DisclaimerDialog = lazy(() =>
  import('./dialogs.tsx').then((m) => ({ default: m.DisclaimerDialog })),
);

const empty = { lan: '', reLan: '', mobileNo: '', captcha: '', terms: false };

const ids = {
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
  const form = useCheckedForm(empty, ids);
  const { fields, set, setFields, errorOf, fail, captcha, bind } = form;
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'terms' | 'disclaimer' | null>(null);
  const [dialogsMounted, setDialogsMounted] = useState(false);

  // Back from Loan Information: the loan account again (after hydration: the HTML has none).
  const locationState = useLocation().state;
  useEffect(() => {
    const back = formStateOf(locationState);
    if (back) setFields((current) => ({ ...current, lan: back.lan, reLan: back.lan }));
  }, [locationState, setFields]);

  const openDialog = (kind: 'terms' | 'disclaimer') => {
    setDialogsMounted(true);
    setDialog(kind);
  };

  const submit = form.onSubmit(async () => {
    const rules = await loadRules();
    const failure = rules.firstRegistrationFailure(fields);
    if (failure) return fail(failure.field, failure.message);
    if (!captcha.captchaId) return fail('captcha', mandateRouteMessages.captcha);
    form.setError(undefined);
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
    if (!found.ok) return form.failAnswer(found);
    const state: MandateInformationState = { loan: found.data };
    navigate('/mandate-information', { state });
    return true;
  });

  const clear = () => {
    setFields((current) => ({ ...empty, terms: current.terms }));
    form.setError(undefined);
    notify('info', copy.cleared);
    document.getElementById(ids.lan)?.focus();
  };

  return (
    <>
      <ChallengeForm busy={busy} onSubmit={submit}>
        <LanField label={copy.labels.lan} hint={copy.hints.lan} {...bind('lan')} />
        <LanField label={copy.labels.reLan} {...bind('reLan')} />
        <MobileDigitsField
          label={copy.labels.mobile}
          hint={copy.hints.mobile}
          {...bind('mobileNo')}
        />
        <CaptchaField label={copy.labels.captcha} {...form.captchaField} />
        <Checkbox
          id={ids.terms}
          checked={fields.terms}
          onChange={(e) => set('terms', e.target.checked)}
          error={errorOf('terms')}
          label={
            <>
              {copy.labels.termsBefore}
              <button type="button" className={css.linkButton} onClick={() => openDialog('terms')}>
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
        <div className={css.actions}>
          <Button type="submit" busy={busy}>
            {copy.submit}
          </Button>
          <Button tone="secondary" onClick={clear}>
            {copy.clear}
          </Button>
        </div>
        <PrivacyNotice notice={mandatePrivacyNotice} />
      </ChallengeForm>
      <LoadingOverlay open={busy} label={copy.loading} />
      {dialogsMounted && (
        <Suspense fallback={null}>
          <TextDialog
            title={copy.dialogs.terms.title}
            paragraphs={copy.dialogs.terms.paragraphs}
            closeLabel={copy.dialogs.ok}
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
