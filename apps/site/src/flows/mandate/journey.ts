import type { MandateDetails, MandateLoanDetails } from '@company/forms/contracts';

/** What /mandate hands to /mandate-information (navigation state: it survives a reload). */
export interface MandateInformationState {
  loan: MandateLoanDetails;
}

/** What Back on /mandate-information hands to /mandate: the loan account, filled in again. */
export interface MandateFormState {
  lan: string;
}

export function formStateOf(state: unknown): MandateFormState | null {
  const lan = (state as { lan?: unknown } | null)?.lan;
  return typeof lan === 'string' && lan.length <= 30 ? { lan } : null;
}

/** What the bank route hands to /mandate-response when the loan's mandate is already registered. */
export interface MandateResponseState {
  mandateData: Partial<MandateDetails>;
}

/** Reads navigation state that may be anything (a bookmark, another page's state, nothing). */
export function informationStateOf(state: unknown): MandateInformationState | null {
  const loan = (state as { loan?: Partial<MandateLoanDetails> } | null)?.loan;
  return loan && typeof loan.LOAN_ACCOUNT_NO === 'string' && typeof loan.DUEDAY === 'number'
    ? { loan: loan as MandateLoanDetails }
    : null;
}

export function responseStateOf(state: unknown): MandateResponseState | null {
  const mandateData = (state as { mandateData?: unknown } | null)?.mandateData;
  return mandateData && typeof mandateData === 'object'
    ? { mandateData: mandateData as Partial<MandateDetails> }
    : null;
}

/**
 * The 'Loan Information' step, one state machine: reviewing (with the terms), the disclaimer
 * open, the start in flight, then either the UPI page opened in a new tab or a failure to retry.
 * The bank route and 'already registered' leave the page, so they need no state of their own.
 */
export type InformationStep =
  | { kind: 'review' }
  | { kind: 'disclaimer' }
  | { kind: 'starting' }
  | { kind: 'upi-opened'; url: string; tabBlocked: boolean };

export type InformationEvent =
  | { type: 'submit' }
  | { type: 'cancel' }
  | { type: 'confirm' }
  | { type: 'upiOpened'; url: string; tabBlocked: boolean }
  | { type: 'failed' };

export const initialStep: InformationStep = { kind: 'review' };

export function informationJourney(
  step: InformationStep,
  event: InformationEvent,
): InformationStep {
  switch (event.type) {
    case 'submit':
      return step.kind === 'review' || step.kind === 'upi-opened' ? { kind: 'disclaimer' } : step;
    case 'cancel':
      return step.kind === 'disclaimer' ? { kind: 'review' } : step;
    case 'confirm':
      return step.kind === 'disclaimer' ? { kind: 'starting' } : step;
    case 'upiOpened':
      return step.kind === 'starting'
        ? { kind: 'upi-opened', url: event.url, tabBlocked: event.tabBlocked }
        : step;
    case 'failed':
      return step.kind === 'starting' ? { kind: 'review' } : step;
  }
}
