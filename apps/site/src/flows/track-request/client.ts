import {
  sendTrackOtpEndpoint,
  type TrackedTicket,
  trackedTicketPath,
  verifyTrackOtpEndpoint,
} from '@company/forms/contracts';
import { confirmed, get, post } from '../../lib/http.ts';
import type { Identity } from './journey.ts';

/** The journey's three calls; loaded with the first submit, not with the page. */
export const sendOtp = async (identity: Identity) =>
  confirmed(await post<{ success: boolean; message: string }>(sendTrackOtpEndpoint, identity));

export const verifyOtp = async (identity: Identity, otp: string) =>
  confirmed(
    await post<{ success: boolean; message: string }>(verifyTrackOtpEndpoint, {
      ...identity,
      otp,
    }),
  );

export const readTicket = async (ticket: string) =>
  confirmed(await get<{ success: boolean; data: TrackedTicket }>(trackedTicketPath(ticket)));
