import { mandateRegistrationOrder } from '@company/forms';
import {
  careMobileDigits,
  type MandateLookupRequest,
  mandateLookupEndpoint,
  mandateRouteMessages,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { isoDate } from '../lib/dates.ts';
import { formCheck } from '../lib/forms.ts';
import { badRequest, sendError } from '../lib/http.ts';
import { setProof } from '../lib/proof.ts';
import { limit } from '../lib/rate-limit.ts';
import { errorResponse, errors, shape, successWithData } from '../lib/schemas.ts';
import { activeLoan } from './queries.ts';

const checkLookup = formCheck(
  mandateLookupEndpoint.schema.omit(['terms']),
  mandateRegistrationOrder.filter((f) => f !== 'terms'),
);

/** Step 1: the loan lookup by LAN, mobile and captcha; proves the LAN for the next steps. */
export async function mandateLookupRoutes(app: FastifyInstance) {
  const { db, config, services } = app.ctx;
  const key = config.secrets.signingKey;
  app.post<{ Body: MandateLookupRequest }>(
    mandateLookupEndpoint.path,
    {
      config: { rateLimit: 'captcha', messages: mandateLookupEndpoint.fieldMessages },
      schema: {
        tags: ['mandate and payment'],
        summary: 'Mandate lookup: LAN, mobile and the captcha answer → loan details',
        body: mandateLookupEndpoint.body,
        response: {
          200: successWithData({
            properties: {
              Details: shape({
                LOAN_ACCOUNT_NO: 'string',
                CUSTOMER_NAME: 'string',
                LOAN_AMOUNT: 'string',
                EMI: 'string',
                EMI_END_DATE: 'string',
                DUEDAY: 'integer',
              }),
            },
          }),
          ...errors,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      checkLookup({
        lan: b.lan,
        reLan: b.reLan ?? b.lan.trim(),
        mobileNo: b.mobileNo,
        captcha: b.enteredCaptcha,
      });
      // The contract's schema has checked the LAN and that the re-entered one is the same.
      const lan = b.lan.trim().toUpperCase();
      await limit(db, `loan:${lan}`, config.rateLimits.loan);
      const mobile = careMobileDigits(b.mobileNo);
      if (!mobile) throw badRequest(mandateRouteMessages.mobileNo, 'mobileNo');
      if (!(await services.captcha.verify(b.captchaId, b.enteredCaptcha))) {
        throw badRequest(mandateRouteMessages.captcha, 'enteredCaptcha');
      }
      const loan = await activeLoan(db, lan, mobile);
      if (!loan) return sendError(reply, 404, mandateRouteMessages.notFound);
      setProof(request, reply, key, { scope: 'mandate', lan });
      return {
        success: true,
        data: {
          Details: {
            LOAN_ACCOUNT_NO: loan.loan_account_no,
            CUSTOMER_NAME: loan.customer_name,
            LOAN_AMOUNT: Number(loan.loan_amount).toFixed(2),
            EMI: Number(loan.emi).toFixed(2),
            EMI_END_DATE: isoDate(loan.emi_end_date),
            DUEDAY: loan.due_day,
          },
        },
      };
    },
  );
}
