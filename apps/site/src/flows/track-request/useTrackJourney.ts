import { trackRequestMessages } from '@company/forms/contracts';
import { useCallback, useReducer } from 'react';
import { once } from '../../lib/once.ts';
import {
  type FieldProblem,
  fieldIds,
  type Identity,
  initialTrackState,
  trackJourney,
} from './journey.ts';

const loadClient = once(() => import('./client.ts'));
const loadRules = once(() => import('./rules.ts'));

const mobileWords: readonly string[] = [
  trackRequestMessages.mobileInvalid,
  trackRequestMessages.mobileRequired,
];

/** Where an API's message belongs: its field, or the step's first field when it names none. */
function problemOf(message: string, otpStep: boolean): FieldProblem {
  if (otpStep) return { fieldId: fieldIds.otp, message };
  return { fieldId: mobileWords.includes(message) ? fieldIds.mobile : fieldIds.ticket, message };
}

/** The track-a-request journey: its state and the steps' actions. */
export function useTrackJourney() {
  const [state, dispatch] = useReducer(trackJourney, initialTrackState);

  const edit = useCallback((identity: Identity) => dispatch({ type: 'edit', identity }), []);

  const sendOtp = useCallback(async (identity: Identity, otpStep = false) => {
    dispatch({ type: 'submit' });
    const problems = (await loadRules()).identityProblems(identity);
    if (problems.length > 0) return dispatch({ type: 'failed', problems });
    const sent = await (await loadClient()).sendOtp(identity);
    if (!sent.ok) return dispatch({ type: 'failed', problems: [problemOf(sent.message, otpStep)] });
    dispatch({ type: 'otpSent', identity, notice: sent.data.message ?? '' });
  }, []);

  const verify = useCallback(async (identity: Identity, otp: string) => {
    dispatch({ type: 'submit' });
    const problems = (await loadRules()).otpProblems(otp);
    if (problems.length > 0) return dispatch({ type: 'failed', problems });
    const client = await loadClient();
    const verified = await client.verifyOtp(identity, otp);
    if (!verified.ok) {
      return dispatch({ type: 'failed', problems: [problemOf(verified.message, true)] });
    }
    // The cookie is for the ticket as the API reads it (upper case, no spaces).
    const ticketNo = identity.ticket.replace(/\s+/g, '').toUpperCase();
    const read = await client.readTicket(ticketNo);
    if (!read.ok) return dispatch({ type: 'failed', problems: [problemOf(read.message, true)] });
    dispatch({ type: 'verified', ticket: read.data.data });
  }, []);

  const change = useCallback(() => dispatch({ type: 'change' }), []);

  /** Reads the ticket again; false when it could not (the session ended: verify again). */
  const refresh = useCallback(async (ticketNo: string) => {
    const read = await (await loadClient()).readTicket(ticketNo);
    if (read.ok) dispatch({ type: 'refreshed', ticket: read.data.data });
    return read.ok;
  }, []);

  return { state, edit, sendOtp, verify, change, refresh };
}
