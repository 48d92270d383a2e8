import type { MyLoan } from '@company/forms/contracts';
import { describe, expect, it } from 'vitest';
import { initialStep, myLoanJourney } from './journey.ts';

const loans = [{ lan: 'TW0000100001' } as MyLoan];

describe('the /my-loan journey', () => {
  it('goes from the number to the OTP to the loans', () => {
    let step = myLoanJourney(initialStep, { type: 'otpSent', mobileOrLan: '9876543210' });
    expect(step).toEqual({ kind: 'otp', mobileOrLan: '9876543210' });
    step = myLoanJourney(step, { type: 'signedIn' });
    expect(step).toEqual({ kind: 'loading' });
    step = myLoanJourney(step, { type: 'loansLoaded', loans });
    expect(step).toEqual({ kind: 'loans', loans });
  });

  it('a lapsed session and sign-out go back to the start, saying which', () => {
    const signedIn = { kind: 'loans', loans } as const;
    expect(myLoanJourney(signedIn, { type: 'expired' })).toEqual({
      kind: 'identify',
      notice: 'expired',
    });
    expect(myLoanJourney(signedIn, { type: 'signedOut' })).toEqual({
      kind: 'identify',
      notice: 'signed-out',
    });
  });

  it('ignores an event out of order', () => {
    expect(myLoanJourney(initialStep, { type: 'signedIn' })).toBe(initialStep);
    expect(myLoanJourney(initialStep, { type: 'loansLoaded', loans })).toBe(initialStep);
    expect(myLoanJourney(initialStep, { type: 'expired' })).toBe(initialStep);
  });
});
