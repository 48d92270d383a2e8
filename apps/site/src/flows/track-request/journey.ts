import type { TrackedTicket } from '@company/forms/contracts';

/** The ids of the journey's fields (the error summary links to them). */
export const fieldIds = { ticket: 'track-ticket', mobile: 'track-mobile', otp: 'track-otp' };

/** A problem to show: beside its field and, linked to it, in the error summary. */
export interface FieldProblem {
  fieldId: string;
  message: string;
}

export interface Identity {
  ticket: string;
  mobile: string;
}

/**
 * Track a request, one state machine: the ticket and mobile, then the code sent to that mobile,
 * then the ticket itself. Nothing of it is kept anywhere but here (no URL, no storage).
 */
export type TrackState =
  | { step: 'identity'; identity: Identity; problems: FieldProblem[]; busy: boolean }
  | {
      step: 'otp';
      identity: Identity;
      notice: string;
      problems: FieldProblem[];
      busy: boolean;
    }
  /** `mobile` the ticket was verified with: 'Raise another request' fills it in. */
  | { step: 'ticket'; ticket: TrackedTicket; mobile: string };

export type TrackEvent =
  | { type: 'edit'; identity: Identity }
  | { type: 'submit' }
  | { type: 'failed'; problems: FieldProblem[] }
  | { type: 'otpSent'; identity: Identity; notice: string }
  | { type: 'verified'; ticket: TrackedTicket }
  /** The ticket read again ('Check for updates'). */
  | { type: 'refreshed'; ticket: TrackedTicket }
  | { type: 'change' };

export const initialTrackState: TrackState = {
  step: 'identity',
  identity: { ticket: '', mobile: '' },
  problems: [],
  busy: false,
};

export function trackJourney(state: TrackState, event: TrackEvent): TrackState {
  switch (event.type) {
    case 'edit':
      return state.step === 'identity' ? { ...state, identity: event.identity } : state;
    case 'submit':
      return state.step === 'ticket' || state.busy ? state : { ...state, busy: true };
    case 'failed':
      return state.step === 'ticket' ? state : { ...state, busy: false, problems: event.problems };
    case 'otpSent':
      return state.step === 'ticket'
        ? state
        : {
            step: 'otp',
            identity: event.identity,
            notice: event.notice,
            problems: [],
            busy: false,
          };
    case 'verified':
      return state.step === 'otp'
        ? { step: 'ticket', ticket: event.ticket, mobile: state.identity.mobile }
        : state;
    case 'refreshed':
      return state.step === 'ticket' ? { ...state, ticket: event.ticket } : state;
    case 'change':
      return state.step === 'otp'
        ? { step: 'identity', identity: state.identity, problems: [], busy: false }
        : state;
  }
}
