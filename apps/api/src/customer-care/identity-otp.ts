import {
  careLoansEndpoint,
  careRouteMessages,
  otpMessages,
  sendCareOtpEndpoint,
  verifyCareOtpEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { formCheck } from '../lib/forms.ts';
import { badRequest, HttpError, sendError } from '../lib/http.ts';
import { setProof } from '../lib/proof.ts';
import { limit } from '../lib/rate-limit.ts';
import { errorResponse, errors, messageAnswer, shape } from '../lib/schemas.ts';
import { checkBorrowerOtp } from './borrower-otp.ts';
import { requireCareProof } from './care-proof.ts';
import { loansOf, parseIdentity, resolveIdentity } from './queries.ts';
import { listResponse, loanItem } from './route-schemas.ts';

const checkOtp = formCheck(verifyCareOtpEndpoint.schema, ['otp']);

/** Identity by OTP: to a mobile number or a LAN's registered mobile; then the loans it proves. */
export async function careIdentityRoutes(app: FastifyInstance) {
  const { db, config, services } = app.ctx;
  const key = config.secrets.signingKey;

  app.post<{ Body: { phone?: string | null; lan?: string | null } }>(
    sendCareOtpEndpoint.path,
    {
      config: { rateLimit: 'otp', messages: sendCareOtpEndpoint.fieldMessages },
      schema: {
        tags: ['customer care'],
        summary:
          'Send an OTP to the registered mobile of a mobile number or LAN; the same answer whether or not a loan has it',
        body: sendCareOtpEndpoint.body,
        response: {
          200: shape({ success: 'boolean', message: 'string' }, ['success', 'message']),
          ...errors,
        },
      },
    },
    async (request) => {
      const identity = parseIdentity(request.body);
      if (identity === 'invalid') throw badRequest(careRouteMessages.identityInvalid, 'phone');
      const what = otpMessages.purposes.careRequest;
      // A LAN, whether or not a loan has it, counts against that LAN's lookups, as every lookup does.
      if ('lan' in identity) await limit(db, `loan:${identity.lan}`, config.rateLimits.loan);
      // The same statements, answer and time whether or not a loan has the number or LAN.
      if ('lan' in identity)
        await services.otp.sendToBorrower('lan', identity.lan, what, request.language);
      else await services.otp.sendToBorrower('mobile', identity.mobile, what, request.language);
      return { success: true, message: careRouteMessages.otpSentToRegistered };
    },
  );

  app.post<{ Body: { phone?: string | null; lan?: string | null; otp: string } }>(
    verifyCareOtpEndpoint.path,
    {
      config: { rateLimit: 'otp', messages: verifyCareOtpEndpoint.fieldMessages },
      schema: {
        tags: ['customer care'],
        summary: 'Verify the mobile OTP; sets the short-lived care_proof cookie',
        body: verifyCareOtpEndpoint.body,
        response: {
          200: messageAnswer,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      checkOtp({ otp: request.body.otp });
      const identity = parseIdentity(request.body);
      if (identity === 'invalid') throw badRequest(careRouteMessages.identityInvalid, 'phone');
      const checked = await checkBorrowerOtp(app.ctx, identity, request.body.otp);
      if (!checked.ok) return sendError(reply, 400, checked.message, { field: 'otp' });
      setProof(request, reply, key, { scope: 'care', phone: checked.phone });
      return { success: true, message: careRouteMessages.otpVerified };
    },
  );

  app.post<{ Body: { phone?: string | null; lan?: string | null } }>(
    careLoansEndpoint.path,
    {
      config: { messages: careLoansEndpoint.fieldMessages },
      schema: {
        tags: ['customer care'],
        summary: 'Loans of the verified mobile number or LAN (needs the care_proof cookie)',
        body: careLoansEndpoint.body,
        response: {
          200: listResponse(loanItem),
          ...errors,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const proof = requireCareProof(request, key);
      const identity = await resolveIdentity(db, request.body, config.rateLimits.loan);
      if (identity === 'invalid') throw badRequest(careRouteMessages.identityInvalid, 'phone');
      if (!identity) return sendError(reply, 404, careRouteMessages.noLoan);
      if (identity.phone !== proof.phone) throw new HttpError(401, careRouteMessages.verifyFirst);
      const data = await loansOf(db, identity);
      if (data.length === 0) return sendError(reply, 404, careRouteMessages.noLoan);
      return { success: true, data };
    },
  );
}
