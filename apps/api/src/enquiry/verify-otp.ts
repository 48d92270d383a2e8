import { firstErrorIn } from '@company/forms';
import {
  type EnquiryOtpRequest,
  enquiryOtpEndpoint,
  enquiryRouteMessages,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { badRequest, sendError } from '../lib/http.ts';
import { errors } from '../lib/schemas.ts';
import { offerAnswer } from './key-facts.ts';
import { askLender } from './lender-calls.ts';
import { errorWithMsg, replySchema } from './route-schemas.ts';

const { unavailable, startAgain } = enquiryRouteMessages;

const otpFirstError = firstErrorIn(enquiryOtpEndpoint.schema, ['nameAsPerPan', 'otp']);

/** Step 2: the OTP the lender sent, with the name as on the PAN card; answers the offer. */
export async function enquiryOtpRoutes(app: FastifyInstance) {
  const { db, providers } = app.ctx;
  app.post<{ Body: EnquiryOtpRequest }>(
    enquiryOtpEndpoint.path,
    {
      config: { rateLimit: 'enquiry', messages: enquiryOtpEndpoint.fieldMessages },
      schema: {
        tags: ['enquiry'],
        summary: 'OTP of the pre-qualified offer: statusCode 000 = result, 009 = start again',
        body: enquiryOtpEndpoint.body,
        response: { 200: replySchema, ...errors, 404: errorWithMsg, 502: errorWithMsg },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const nameAsPerPan = b.nameAsPerPan ?? b.panName;
      const error = otpFirstError({ nameAsPerPan, otp: b.otp });
      if (error) throw badRequest(error);
      const enquiry = await db
        .selectFrom('enquiries')
        .selectAll()
        .where('request_id', '=', b.requestId)
        .executeTakeFirst();
      if (!enquiry?.lender_request_id) {
        return sendError(reply, 404, startAgain, {
          statusCode: 404,
          errorMsg: startAgain,
        });
      }
      const answer = await askLender(request, 'OTP verification', () =>
        providers.lender.verifyOtp({
          id: enquiry.lender_request_id,
          aadhar: `XXXXXXXX${enquiry.aadhaar_last4}`,
          otp: b.otp!.trim(),
          mobile: enquiry.mobile,
          requestId: enquiry.lender_request_id,
          pan: enquiry.pan ?? '',
          panName: nameAsPerPan!.trim(),
          loanAmount: enquiry.loan_amount,
          sourceBy: 2,
          channelType: enquiry.channel_type,
          State_Number: enquiry.state_number,
        }),
      );
      if (!answer) return sendError(reply, 502, unavailable, { errorMsg: unavailable });
      const { result, msg } = answer;
      await db
        .updateTable('enquiries')
        .set({
          status_code: result.statusCode,
          result_status:
            typeof msg.resultStatus === 'number' ? msg.resultStatus : enquiry.result_status,
          lead_id: typeof msg.leadId === 'string' ? msg.leadId : enquiry.lead_id,
          offer_amount: typeof msg.loanAmount === 'number' ? msg.loanAmount : enquiry.offer_amount,
          pan_name: nameAsPerPan!.trim(),
          updated_at: sql<Date>`now()`,
        })
        .where('request_id', '=', enquiry.request_id)
        .execute();
      return offerAnswer(db, answer, {
        requestId: enquiry.request_id,
        aadhaarLast4: enquiry.aadhaar_last4,
        panName: nameAsPerPan!.trim(),
      });
    },
  );
}
