import {
  myLoanRouteMessages,
  myLoanSendOtpEndpoint,
  myLoanSignOutEndpoint,
  myLoanVerifyOtpEndpoint,
  otpMessages,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { checkBorrowerOtp } from '../customer-care/borrower-otp.ts';
import { parseIdentity } from '../customer-care/queries.ts';
import { formCheck } from '../lib/forms.ts';
import { badRequest, sendError } from '../lib/http.ts';
import { limit } from '../lib/rate-limit.ts';
import { errors } from '../lib/schemas.ts';
import { closeSession, openSession } from './session.ts';

const checkOtp = formCheck(myLoanVerifyOtpEndpoint.schema, ['otp']);

const confirmation = {
  200: {
    type: 'object',
    required: ['success', 'message'],
    properties: { success: { type: 'boolean' }, message: { type: 'string' } },
  },
  ...errors,
} as const;

/** Sign-in by a mobile number or LAN and an OTP to the loan's registered mobile; sign-out. */
export async function myLoanSignInRoutes(app: FastifyInstance) {
  const { db, config, services } = app.ctx;

  const identityOf = (mobileOrLan: string) => {
    const identity = parseIdentity({ phone: mobileOrLan });
    if (identity === 'invalid')
      throw badRequest(myLoanRouteMessages.mobileOrLanInvalid, 'mobileOrLan');
    return identity;
  };

  app.post<{ Body: { mobileOrLan: string } }>(
    myLoanSendOtpEndpoint.path,
    {
      config: { rateLimit: 'otp', messages: myLoanSendOtpEndpoint.fieldMessages },
      schema: {
        tags: ['my loan'],
        summary:
          'Send an OTP to the registered mobile of a mobile number or LAN; the same answer whether or not a loan has it',
        body: myLoanSendOtpEndpoint.body,
        response: confirmation,
      },
    },
    async (request) => {
      const identity = identityOf(request.body.mobileOrLan);
      const what = otpMessages.purposes.loanPage;
      // The same statements, answer and time whether or not a loan has the number or LAN.
      if ('lan' in identity) {
        await limit(db, `loan:${identity.lan}`, config.rateLimits.loan);
        await services.otp.sendToBorrower('lan', identity.lan, what, request.language);
      } else await services.otp.sendToBorrower('mobile', identity.mobile, what, request.language);
      return { success: true, message: myLoanRouteMessages.otpSent };
    },
  );

  app.post<{ Body: { mobileOrLan: string; otp: string } }>(
    myLoanVerifyOtpEndpoint.path,
    {
      config: { rateLimit: 'otp', messages: myLoanVerifyOtpEndpoint.fieldMessages },
      schema: {
        tags: ['my loan'],
        summary: 'Verify the OTP; opens the my_loan_session cookie for that mobile only',
        body: myLoanVerifyOtpEndpoint.body,
        response: confirmation,
      },
    },
    async (request, reply) => {
      checkOtp({ otp: request.body.otp });
      const identity = identityOf(request.body.mobileOrLan);
      const checked = await checkBorrowerOtp(app.ctx, identity, request.body.otp);
      if (!checked.ok) return sendError(reply, 400, checked.message, { field: 'otp' });
      openSession(request, reply, config, checked.phone);
      return { success: true, message: myLoanRouteMessages.signedIn };
    },
  );

  app.post(
    myLoanSignOutEndpoint.path,
    {
      schema: { tags: ['my loan'], summary: 'End the session', response: confirmation },
    },
    async (request, reply) => {
      closeSession(request, reply, config);
      return { success: true, message: myLoanRouteMessages.signedOut };
    },
  );
}
