import {
  careMobileDigits,
  sendTrackOtpEndpoint,
  type TrackRequestIdentity,
  ticketNumberOf,
  trackRequestMessages,
  verifyTrackOtpEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, sendError } from '../lib/http.ts';
import { setProof } from '../lib/proof.ts';
import { limit } from '../lib/rate-limit.ts';
import { errors, shape } from '../lib/schemas.ts';
import { otpFailureMessage } from '../otp/service.ts';
import { phoneOfTicket } from './queries.ts';

const confirmation = shape({ success: 'boolean', message: 'string' }, ['success', 'message']);

/** The ticket and mobile as typed, or a 400 naming the field that is not one. */
function identityOf(body: TrackRequestIdentity) {
  const ticket = ticketNumberOf(body.ticket);
  if (!ticket) throw badRequest(trackRequestMessages.ticketInvalid, 'ticket');
  const mobile = careMobileDigits(body.mobile);
  if (!mobile) throw badRequest(trackRequestMessages.mobileInvalid, 'mobile');
  return { ticket, mobile };
}

/** Track a request, steps 1 and 2: an OTP to the ticket's mobile, then the ticket's proof. */
export async function trackOtpRoutes(app: FastifyInstance) {
  const { db, config, services } = app.ctx;

  app.post<{ Body: TrackRequestIdentity }>(
    sendTrackOtpEndpoint.path,
    {
      config: { rateLimit: 'otp', messages: sendTrackOtpEndpoint.fieldMessages },
      schema: {
        tags: ['track a request'],
        summary:
          'Send an OTP to the mobile a ticket was raised with; the same answer whether or not the ticket exists or matches',
        body: sendTrackOtpEndpoint.body,
        response: { 200: confirmation, ...errors },
      },
    },
    async (request) => {
      const { ticket, mobile } = identityOf(request.body);
      // Every ticket number, one or not, counts against its own lookups, as a LAN does.
      await limit(db, `ticket:${ticket}`, config.rateLimits.loan);
      // One statement whether or not the ticket matches; the SMS goes after the answer.
      await services.otp.sendToBorrower(
        'ticket',
        `${ticket}:${mobile}`,
        trackRequestMessages.otpSmsPurpose(ticket),
        request.language,
      );
      return { success: true, message: trackRequestMessages.otpSent };
    },
  );

  app.post<{ Body: TrackRequestIdentity & { otp: string } }>(
    verifyTrackOtpEndpoint.path,
    {
      config: { rateLimit: 'otp', messages: verifyTrackOtpEndpoint.fieldMessages },
      schema: {
        tags: ['track a request'],
        summary: 'Verify the OTP; sets the short-lived ticket_proof cookie for that ticket only',
        body: verifyTrackOtpEndpoint.body,
        response: { 200: confirmation, ...errors },
      },
    },
    async (request, reply) => {
      const { ticket, mobile } = identityOf(request.body);
      await limit(db, `ticket:${ticket}`, config.rateLimits.loan);
      // A code is checked only for the mobile the ticket was raised with; any other pair checks a
      // destination that never has one: the same statements, and the same answer as a wrong code.
      const matches = (await phoneOfTicket(db, ticket)) === mobile;
      const destination = matches ? mobile : `ticket-mismatch:${ticket}`;
      const result = await services.otp.verify('sms', destination, request.body.otp, {
        oneAnswer: true,
      });
      if (!result.ok || !matches) {
        return sendError(reply, 400, otpFailureMessage(result.ok ? 'invalid' : result.reason), {
          field: 'otp',
        });
      }
      setProof(request, reply, config.secrets.signingKey, {
        scope: 'ticket',
        ticket,
        phone: mobile,
      });
      return { success: true, message: trackRequestMessages.otpVerified };
    },
  );
}
