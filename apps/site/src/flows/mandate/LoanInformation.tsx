import type { MandateLoanDetails } from '@company/forms/contracts';
import { mandateRouteMessages } from '@company/forms/contracts';
import { Button, Card, Checkbox, formatRupees, Inline, LoadingOverlay, Stack } from '@company/ui';
import { type FormEvent, lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showErrorsThenFocus } from '../../components/form/focus-first-error.ts';
import { notify } from '../../components/notify.ts';
import * as css from '../../components/page/transaction.css.ts';
import { RouteLink } from '../../components/RouteLink.tsx';
import { mandatePage } from '../../content/mandate.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { once } from '../../lib/once.ts';
import { nextDueDate } from './dates.ts';
import {
  informationJourney,
  initialStep,
  type MandateFormState,
  type MandateResponseState,
} from './journey.ts';

const copy = mandatePage.information;
const loadClient = once(() => import('./client.ts'));
const DisclaimerDialog = lazy(() =>
  import('./dialogs.tsx').then((m) => ({ default: m.DisclaimerDialog })),
);

/**
 * /mandate-information ('Loan Information'): the loan found by the lookup, the terms, and the
 * start of the mandate on the route the API names — the bank's page in this tab, or the UPI page
 * in a new one (opened within the click, so no pop-up blocker stops it; a link if one did).
 */
export function LoanInformation({ loan }: { loan: MandateLoanDetails }) {
  const navigate = useNavigate();
  const [step, dispatch] = useReducer(informationJourney, initialStep);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const [lookupExpired, setLookupExpired] = useState(false);
  const [route, setRoute] = useState<'upi' | 'bank'>();
  // One key per attempt: a double click or a retried call starts one mandate.
  const key = useRef(newIdempotencyKey());

  // The route is known before Ok is pressed, so the UPI tab can open within the click.
  useEffect(() => {
    void loadClient()
      .then((client) => client.mandateRoute())
      .then((found) => {
        if (found.ok) setRoute(found.data);
      });
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!terms) {
      showErrorsThenFocus(
        () => setTermsError(mandateRouteMessages.terms),
        () => document.getElementById('information-terms'),
      );
      notify('error', mandateRouteMessages.terms);
      return;
    }
    dispatch({ type: 'submit' });
  };

  const start = async (tab: Window | null) => {
    const client = await loadClient();
    let upi = route === 'upi';
    if (!route) {
      const found = await client.mandateRoute();
      upi = found.ok && found.data === 'upi';
    }
    const started = upi
      ? await client.startUpiMandate(loan, key.current)
      : await client.startBankMandate(loan.LOAN_ACCOUNT_NO, key.current);
    if (!started.ok) {
      tab?.close();
      key.current = newIdempotencyKey();
      dispatch({ type: 'failed' });
      if (started.status === 401) setLookupExpired(true);
      notify('error', started.message);
      return;
    }
    if (started.data.kind === 'registered') {
      tab?.close();
      const state: MandateResponseState = { mandateData: started.data.mandate };
      navigate('/mandate-response', { state });
      return;
    }
    if (started.data.kind === 'session') {
      // Cashfree opens its own authorisation in this tab: the tab opened for a URL is not needed.
      tab?.close();
      const { openMandateCheckout } = await import('./checkout.ts');
      const opened = await openMandateCheckout(started.data.session);
      if (!opened.ok) {
        key.current = newIdempotencyKey();
        dispatch({ type: 'failed' });
        notify('error', opened.message);
      }
      return;
    }
    const { url, message } = started.data;
    if (upi) {
      if (tab) tab.location.href = url;
      dispatch({ type: 'upiOpened', url, tabBlocked: !tab });
    } else {
      notify('success', message);
      window.location.assign(url);
    }
  };

  const confirm = () => {
    dispatch({ type: 'confirm' });
    // Opened now, within the click; pointed at the provider's page once the API answers.
    const tab = route === 'upi' ? window.open('about:blank', '_blank') : null;
    if (tab) tab.opener = null;
    void start(tab);
  };

  const nextDue = nextDueDate(loan.DUEDAY);
  return (
    <>
      <dl className={css.details}>
        <dt>{copy.labels.lan}</dt>
        <dd>{loan.LOAN_ACCOUNT_NO}</dd>
        <dt>{copy.labels.name}</dt>
        <dd>{loan.CUSTOMER_NAME}</dd>
        <dt>{copy.labels.amountFinance}</dt>
        <dd>{formatRupees(Number(loan.LOAN_AMOUNT))}</dd>
        <dt>{copy.labels.emi}</dt>
        <dd>{formatRupees(Number(loan.EMI))}</dd>
        <dt>{copy.labels.nextDue}</dt>
        <dd>{nextDue}</dd>
        <dt>{copy.labels.bankingStart}</dt>
        <dd>
          {nextDue} ({copy.dayOfMonth(loan.DUEDAY)})
        </dd>
      </dl>
      {lookupExpired ? (
        <p role="alert">
          {mandateRouteMessages.lookupFirst}.{' '}
          <RouteLink to="/mandate">{copy.missing.link}</RouteLink>
        </p>
      ) : null}
      {step.kind === 'upi-opened' ? (
        <Card as="section" aria-labelledby="upi-heading">
          <h2 id="upi-heading">{copy.upi.heading}</h2>
          <p>{copy.upi.text}</p>
          <p>
            {step.tabBlocked ? `${copy.upi.blocked} ` : null}
            <a href={step.url} target="_blank" rel="noopener noreferrer">
              {copy.upi.link}
            </a>
          </p>
        </Card>
      ) : null}
      <Stack as="form" noValidate onSubmit={submit}>
        <Checkbox
          id="information-terms"
          label={copy.labels.terms}
          checked={terms}
          onChange={(e) => {
            setTerms(e.target.checked);
            setTermsError(undefined);
          }}
          error={termsError}
        />
        <Inline>
          <Button type="submit" busy={step.kind === 'starting'}>
            {copy.submit}
          </Button>
          <Button
            tone="secondary"
            onClick={() => {
              // Back to the form with the loan account filled in again (nothing typed is lost).
              const state: MandateFormState = { lan: loan.LOAN_ACCOUNT_NO };
              navigate('/mandate', { state });
            }}
          >
            {copy.back}
          </Button>
        </Inline>
      </Stack>
      <LoadingOverlay open={step.kind === 'starting'} label={copy.starting} />
      {step.kind !== 'review' || route ? (
        <Suspense fallback={null}>
          <DisclaimerDialog
            open={step.kind === 'disclaimer'}
            onOpenChange={(open) => {
              if (!open && step.kind === 'disclaimer') dispatch({ type: 'cancel' });
            }}
            onConfirm={confirm}
          />
        </Suspense>
      ) : null}
    </>
  );
}
