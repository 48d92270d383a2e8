import { isMobileOrLan, myLoanRouteMessages } from '@company/forms/contracts';
import { useCallback, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorsInPageLanguage } from '../../lib/messages.ts';
import { once } from '../../lib/once.ts';
import { initialStep, myLoanJourney } from './journey.ts';

export const loadClient = once(() => import('./client.ts'));

export const ids = { mobileOrLan: 'my-loan-identity', otp: 'my-loan-otp' } as const;

export type FieldErrors = Partial<Record<keyof typeof ids, string>>;

/**
 * The /my-loan journey: the reducer for where the borrower is, the two fields and their errors
 * (shown beside the field and in the error summary, which takes the focus), and the handlers the
 * steps call. A 401 from any call is the session lapsing: back to sign-in, saying so.
 */
export function useMyLoan() {
  const [step, dispatch] = useReducer(myLoanJourney, initialStep);
  const [mobileOrLan, setMobileOrLan] = useState('');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  /** Why the loans could not be shown, after signing in. */
  const [failure, setFailure] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);

  const showErrors = (next: FieldErrors) => {
    // Drawn at once, so the summary has the focus as it appears (a frame later a screen reader
    // may already be reading something else). The browser's checks give the spec's English: shown
    // in the page's language (the API's answers already are).
    flushSync(() => setErrors(errorsInPageLanguage(next)));
    summary.current?.focus();
  };

  async function loadLoans() {
    const client = await loadClient();
    const answer = await client.loans();
    if (answer.ok) dispatch({ type: 'loansLoaded', loans: answer.data });
    else if (answer.status === 401) dispatch({ type: 'expired' });
    else setFailure(answer.message);
  }

  /** Any call of a signed-in section: a 401 ends the page's session. */
  const lapsed = useCallback((status: number) => {
    if (status === 401) dispatch({ type: 'expired' });
  }, []);

  async function requestOtp() {
    const value = mobileOrLan.trim();
    if (!value) return showErrors({ mobileOrLan: myLoanRouteMessages.mobileOrLan });
    if (!isMobileOrLan(value))
      return showErrors({ mobileOrLan: myLoanRouteMessages.mobileOrLanInvalid });
    setBusy(true);
    const client = await loadClient();
    const sent = await client.sendOtp(value);
    setBusy(false);
    if (!sent.ok) return showErrors({ mobileOrLan: sent.message });
    setErrors({});
    setOtp('');
    dispatch({ type: 'otpSent', mobileOrLan: value });
  }

  async function signIn() {
    if (step.kind !== 'otp') return;
    if (!/^[0-9]{6}$/.test(otp.trim())) return showErrors({ otp: myLoanRouteMessages.otp });
    setBusy(true);
    const client = await loadClient();
    const verified = await client.verifyOtp(step.mobileOrLan, otp.trim());
    setBusy(false);
    if (!verified.ok) return showErrors({ otp: verified.message });
    setErrors({});
    setFailure(null);
    dispatch({ type: 'signedIn' });
    await loadLoans();
  }

  async function signOut() {
    const client = await loadClient();
    await client.signOut();
    setOtp('');
    dispatch({ type: 'signedOut' });
  }

  return {
    step,
    failure,
    mobileOrLan,
    setMobileOrLan,
    otp,
    setOtp,
    errors,
    busy,
    summary,
    requestOtp,
    signIn,
    signOut,
    lapsed,
    changeNumber: () => {
      setErrors({});
      dispatch({ type: 'changeNumber' });
    },
  };
}

export type MyLoanApi = ReturnType<typeof useMyLoan>;
