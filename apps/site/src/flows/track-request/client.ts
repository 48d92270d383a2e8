import {
  sendTrackOtpEndpoint,
  trackedTicketEndpoint,
  verifyTrackOtpEndpoint,
} from '@company/forms/contracts';
import { call, confirmed } from '../../lib/http.ts';
import type { Identity } from './journey.ts';

/** The journey's three calls; loaded with the first submit, not with the page. */
export const sendOtp = async (identity: Identity) =>
  confirmed(await call(sendTrackOtpEndpoint, identity));

export const verifyOtp = async (identity: Identity, otp: string) =>
  confirmed(await call(verifyTrackOtpEndpoint, { ...identity, otp }));

export const readTicket = async (ticket: string) =>
  confirmed(await call(trackedTicketEndpoint, undefined, { params: { ticket } }));
