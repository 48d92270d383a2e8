import type { MyLoan } from '@company/forms/contracts';

/**
 * The /my-loan journey, one state machine: who is signing in, the OTP, then the loans. Nothing of
 * it is kept anywhere but in memory: no URL, no storage (a reload signs the borrower out of the
 * page, though the session cookie would still answer).
 */
export type MyLoanStep =
  | { kind: 'identify'; notice: 'expired' | 'signed-out' | null }
  | { kind: 'otp'; mobileOrLan: string }
  | { kind: 'loading' }
  | { kind: 'loans'; loans: MyLoan[] };

export type MyLoanEvent =
  | { type: 'otpSent'; mobileOrLan: string }
  | { type: 'changeNumber' }
  | { type: 'signedIn' }
  | { type: 'loansLoaded'; loans: MyLoan[] }
  | { type: 'expired' }
  | { type: 'signedOut' };

export const initialStep: MyLoanStep = { kind: 'identify', notice: null };

export function myLoanJourney(step: MyLoanStep, event: MyLoanEvent): MyLoanStep {
  switch (event.type) {
    case 'otpSent':
      return step.kind === 'identify' ? { kind: 'otp', mobileOrLan: event.mobileOrLan } : step;
    case 'changeNumber':
      return step.kind === 'otp' ? { kind: 'identify', notice: null } : step;
    case 'signedIn':
      return step.kind === 'otp' ? { kind: 'loading' } : step;
    case 'loansLoaded':
      return step.kind === 'loading' || step.kind === 'loans'
        ? { kind: 'loans', loans: event.loans }
        : step;
    case 'expired':
      return step.kind === 'loading' || step.kind === 'loans'
        ? { kind: 'identify', notice: 'expired' }
        : step;
    case 'signedOut':
      return { kind: 'identify', notice: 'signed-out' };
  }
}
