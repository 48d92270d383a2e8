import type { TrackedTicket } from '@company/forms/contracts';
import { describe, expect, it } from 'vitest';
import { initialTrackState, type TrackState, trackJourney } from './journey.ts';

const identity = { ticket: 'SR26112612345678', mobile: '9876543210' };
const ticket = {
  ticket: identity.ticket,
  status: 'open',
  timeline: [],
} as unknown as TrackedTicket;

describe('the track-a-request journey', () => {
  it('goes identity → code → ticket, once per submit', () => {
    let state: TrackState = trackJourney(initialTrackState, { type: 'edit', identity });
    state = trackJourney(state, { type: 'submit' });
    expect(state).toMatchObject({ step: 'identity', busy: true });
    // A second submit while one is in flight changes nothing.
    expect(trackJourney(state, { type: 'submit' })).toBe(state);
    state = trackJourney(state, { type: 'otpSent', identity, notice: 'sent' });
    expect(state).toEqual({ step: 'otp', identity, notice: 'sent', problems: [], busy: false });
    state = trackJourney(state, { type: 'verified', ticket });
    expect(state).toEqual({ step: 'ticket', ticket, mobile: identity.mobile });
    // The ticket is the end: nothing brings the code back.
    expect(trackJourney(state, { type: 'change' })).toBe(state);
  });

  it('keeps what was typed with its problems, and goes back from the code with the same details', () => {
    const problems = [{ fieldId: 'track-otp', message: 'Invalid OTP Entered' }];
    let state: TrackState = trackJourney(initialTrackState, {
      type: 'otpSent',
      identity,
      notice: 'sent',
    });
    state = trackJourney(trackJourney(state, { type: 'submit' }), { type: 'failed', problems });
    expect(state).toMatchObject({ step: 'otp', problems, busy: false });
    // A ticket cannot arrive before the code step, nor an edit change the code step.
    expect(trackJourney(initialTrackState, { type: 'verified', ticket })).toBe(initialTrackState);
    expect(trackJourney(state, { type: 'edit', identity: { ticket: '', mobile: '' } })).toBe(state);
    expect(trackJourney(state, { type: 'change' })).toEqual({
      step: 'identity',
      identity,
      problems: [],
      busy: false,
    });
  });
});
