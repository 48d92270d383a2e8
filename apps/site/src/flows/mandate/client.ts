import {
  createMandatePlanEndpoint,
  initiateMandateEndpoint,
  type MandateDetails,
  type MandateLoanDetails,
  type MandateLookupRequest,
  mandateLookupEndpoint,
  mandatePriorityEndpoint,
  mandateRouteMessages,
  mandateStatusEndpoint,
  type RequestOf,
} from '@company/forms/contracts';
import { call, genericFailure, type Result } from '../../lib/http.ts';
import { pathPrefix } from '../../lib/language.ts';
import { endDateOf, requestIdAt } from './dates.ts';

/** The calls of the e-mandate journey, through the one HTTP client. */

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/**
 * 'Mandate Already Registered' comes with the registered mandate (its subscription id); a start
 * with an order id. Read from the data, not the message: the API words it in the page's language.
 */
const isAlreadyRegistered = (data: Partial<MandateDetails> | undefined) =>
  Boolean(data?.subscription_id);

/** The captcha-checked loan lookup; it also proves the lookup to the API for the next step. */
export async function lookUpLoan(
  request: MandateLookupRequest,
): Promise<Result<MandateLoanDetails>> {
  const found = await call(mandateLookupEndpoint, request);
  if (!found.ok) return found;
  return found.data.success && found.data.data?.Details
    ? { ok: true, data: found.data.data.Details }
    : { ok: false, message: mandateRouteMessages.notFound, status: 200 };
}

/** Which route registers the mandate: 'upi' when the API says 2, else 'bank'. */
export async function mandateRoute(): Promise<Result<'upi' | 'bank'>> {
  const answer = await call(mandatePriorityEndpoint);
  if (!answer.ok) return answer;
  return { ok: true, data: answer.data.message?.id === 2 ? 'upi' : 'bank' };
}

/** How a start ended: the provider's page to open, or the loan's registered mandate. */
export type MandateStart =
  | { kind: 'authorise'; url: string; message: string }
  /** The provider's browser SDK opens the authorisation from this session (Cashfree). */
  | { kind: 'session'; session: string; message: string }
  | { kind: 'registered'; mandate: Partial<MandateDetails> };

/** Bank route: the authorisation link, or 'Mandate Already Registered' with the mandate. */
export async function startBankMandate(lan: string, key: string): Promise<Result<MandateStart>> {
  const answer = await call(initiateMandateEndpoint, { lan }, withKey(key));
  if (!answer.ok) return answer;
  const { success, message, data, subscription } = answer.data;
  if (isAlreadyRegistered(data)) {
    return { ok: true, data: { kind: 'registered', mandate: data } };
  }
  const url = subscription?.data?.authLink;
  const session = subscription?.data?.subscription_session_id;
  if (success && url) return { ok: true, data: { kind: 'authorise', url, message } };
  if (success && session) return { ok: true, data: { kind: 'session', session, message } };
  return { ok: false, message: mandateRouteMessages.bankRouteFailed, status: 200 };
}

/** UPI route: the plan of the loan's EMI; its page opens in a new tab. */
export async function startUpiMandate(
  loan: MandateLoanDetails,
  key: string,
): Promise<Result<MandateStart>> {
  const request: RequestOf<typeof createMandatePlanEndpoint> = {
    requestId: requestIdAt(new Date()),
    emiAmount: loan.EMI,
    endDate: endDateOf(loan.EMI_END_DATE),
    loanAmount: loan.LOAN_AMOUNT,
    leadId: '',
    lan: loan.LOAN_ACCOUNT_NO,
    mode: 'upi',
    source: 'BB_WEB_USER',
    // Back to the result page in this page's language.
    url: `${window.location.origin}${pathPrefix}/mandate-registration-response`,
  };
  const answer = await call(createMandatePlanEndpoint, request, withKey(key));
  if (!answer.ok) return answer;
  const { success, message, data } = answer.data;
  if (isAlreadyRegistered(data)) {
    return { ok: true, data: { kind: 'registered', mandate: data } };
  }
  if (success && data.encryptedUrl) {
    return { ok: true, data: { kind: 'authorise', url: data.encryptedUrl, message } };
  }
  if (success && data.subscription_session_id) {
    return { ok: true, data: { kind: 'session', session: data.subscription_session_id, message } };
  }
  return { ok: false, message: message || genericFailure, status: 200 };
}

/** The mandate's status: `active` when registered, with what the result page shows. */
export async function mandateStatus(
  orderId: string,
): Promise<Result<{ status: string; active: boolean; mandate: MandateDetails }>> {
  const answer = await call(mandateStatusEndpoint, { order_id: orderId });
  if (!answer.ok) return answer;
  return {
    ok: true,
    data: {
      status: answer.data.data?.status ?? answer.data.message ?? '',
      active: answer.data.success,
      mandate: answer.data.data,
    },
  };
}
