import { describe, expect, it } from 'vitest';
import { informationJourney, informationStateOf, initialStep, responseStateOf } from './journey.ts';

describe('the Loan Information step', () => {
  it('goes review → disclaimer → starting → UPI opened, and back to review on a failure', () => {
    let step = informationJourney(initialStep, { type: 'submit' });
    expect(step.kind).toBe('disclaimer');
    expect(informationJourney(step, { type: 'cancel' }).kind).toBe('review');
    step = informationJourney(step, { type: 'confirm' });
    expect(step.kind).toBe('starting');
    // A second submit while starting changes nothing (no second start).
    expect(informationJourney(step, { type: 'submit' })).toBe(step);
    expect(informationJourney(step, { type: 'failed' }).kind).toBe('review');
    expect(informationJourney(step, { type: 'upiOpened', url: '/x', tabBlocked: true })).toEqual({
      kind: 'upi-opened',
      url: '/x',
      tabBlocked: true,
    });
  });

  it('reads only well-formed navigation state', () => {
    expect(informationStateOf(null)).toBeNull();
    expect(informationStateOf({ loan: { LOAN_ACCOUNT_NO: 'TW1' } })).toBeNull();
    expect(informationStateOf({ loan: { LOAN_ACCOUNT_NO: 'TW1', DUEDAY: 5 } })?.loan.DUEDAY).toBe(
      5,
    );
    expect(responseStateOf({ mandateData: 'x' })).toBeNull();
    expect(responseStateOf({ mandateData: { umn: 'U' } })?.mandateData.umn).toBe('U');
  });
});
