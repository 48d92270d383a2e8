import {
  careRouteMessages,
  emailShape,
  otpMessages,
  sendEmailOtpEndpoint,
  verifyEmailOtpEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { formCheck } from '../lib/forms.ts';
import { badRequest, sendError } from '../lib/http.ts';
import { mailboxOf } from '../lib/mailbox.ts';
import { setProof } from '../lib/proof.ts';
import { errorResponse, errors, messageAnswer } from '../lib/schemas.ts';
import { otpFailureMessage } from '../otp/service.ts';
import { requireCareProof } from './care-proof.ts';

const checkOtp = formCheck(verifyEmailOtpEndpoint.schema, ['otp']);

/** A verified customer's new e-mail address, confirmed by an OTP sent to it. */
export async function careEmailOtpRoutes(app: FastifyInstance) {
  const { db, config, services } = app.ctx;
  const key = config.secrets.signingKey;

  app.post<{ Body: { email: string } }>(
    sendEmailOtpEndpoint.path,
    {
      config: { rateLimit: 'otp', messages: sendEmailOtpEndpoint.fieldMessages },
      schema: {
        tags: ['customer care'],
        summary: 'Send an OTP to a new e-mail address (verified customers only)',
        body: sendEmailOtpEndpoint.body,
        response: {
          200: messageAnswer,
          ...errors,
          401: errorResponse,
        },
      },
    },
    async (request) => {
      requireCareProof(request, key);
      // The budget and the code belong to the mailbox; the e-mail goes to the address as typed.
      const typed = request.body.email.toLowerCase();
      await services.otp.send('email', mailboxOf(typed), otpMessages.purposes.emailChange, {
        deliverTo: typed,
        language: request.language,
      });
      return { success: true, message: careRouteMessages.otpSent };
    },
  );

  app.post<{
    Body: {
      email?: string | null;
      phone?: string | null;
      updated_email?: string | null;
      otp: string;
    };
  }>(
    verifyEmailOtpEndpoint.path,
    {
      config: { rateLimit: 'otp', messages: verifyEmailOtpEndpoint.fieldMessages },
      schema: {
        tags: ['customer care'],
        summary: 'Verify the e-mail OTP and record the new e-mail on the customer’s loans',
        body: verifyEmailOtpEndpoint.body,
        response: {
          200: messageAnswer,
          ...errors,
          401: errorResponse,
        },
      },
    },
    async (request, reply) => {
      checkOtp({ otp: request.body.otp });
      const proof = requireCareProof(request, key);
      const email = (request.body.updated_email || request.body.email || '').trim().toLowerCase();
      if (!emailShape.test(email)) throw badRequest(careRouteMessages.emailInvalid, 'email');
      const result = await services.otp.verify('email', mailboxOf(email), request.body.otp);
      if (!result.ok)
        return sendError(reply, 400, otpFailureMessage(result.reason), { field: 'otp' });
      await db.updateTable('loans').set({ email }).where('phone', '=', proof.phone).execute();
      setProof(request, reply, key, { scope: 'care', phone: proof.phone, email });
      return { success: true, message: careRouteMessages.emailUpdated };
    },
  );
}
