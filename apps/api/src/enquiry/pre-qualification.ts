import { firstErrorIn } from '@company/forms';
import {
  enquiryRouteMessages,
  type PreQualificationRequest,
  preQualificationEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { randomDigits } from '../lib/crypto.ts';
import { badRequest, sendError } from '../lib/http.ts';
import { maskPan } from '../lib/mask.ts';
import { errors } from '../lib/schemas.ts';
import { offerAnswer } from './key-facts.ts';
import { askLender, channelTypeOf, istStamp } from './lender-calls.ts';
import { errorWithMsg, replySchema } from './route-schemas.ts';

const { unavailable } = enquiryRouteMessages;

const enquiryFirstError = firstErrorIn(preQualificationEndpoint.schema, [
  'city',
  'mobile',
  'loanAmount',
  'idType',
  'pan',
  'aadhaar',
  'terms',
]);

/** Step 1: the offer request; the lender answers the offer now (006) or asks for an OTP (000). */
export async function preQualificationRoutes(app: FastifyInstance) {
  const { db, config, providers, services } = app.ctx;
  app.post<{ Body: PreQualificationRequest }>(
    preQualificationEndpoint.path,
    {
      config: { rateLimit: 'enquiry', messages: preQualificationEndpoint.fieldMessages },
      schema: {
        tags: ['enquiry'],
        summary:
          'Pre-qualified offer: statusCode 006 = result now, 000 = OTP needed (then verify-otp)',
        body: preQualificationEndpoint.body,
        response: { 200: replySchema, ...errors, 502: errorWithMsg },
      },
    },
    async (request, reply) => {
      const b = request.body ?? {};
      const branches = await db.selectFrom('branches').selectAll().execute();
      const byId =
        b.branchId !== undefined
          ? branches.find((x) => x.branch_id === Number(b.branchId))
          : undefined;
      const values = { ...b, city: b.city ?? byId?.branch_name };
      const error = enquiryFirstError(values, { cities: branches.map((x) => x.branch_name) });
      if (error) throw badRequest(error);
      const branch = branches.find((x) => x.branch_name === values.city!.trim())!;
      const mobile = b.mobile!.trim();
      const loanAmount = Number(String(b.loanAmount).trim());
      const pan = b.idType === 'PAN' ? b.pan!.trim().toUpperCase() : '';
      const aadhaar = b.aadhaar!.trim();
      const channelType = channelTypeOf(config.secrets.channelIdKey, b.id);
      // The lender may text a code to this number: it draws on the number's one message budget,
      // as every code does (59 s after the last, 5 an hour), before the lender is asked.
      await services.otp.draw('sms', mobile, 'code');
      const requestId = `WEB${istStamp()}${randomDigits(6)}`;

      const empty = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, '']));
      const lenderRequest = {
        requestHeader: { requestReferenceNumber: requestId, sourceSystem: 'Website' },
        State_Number: branch.state_number,
        branchId: branch.branch_id,
        sourceBy: 2,
        channelType,
        mobile,
        loanAmount,
        identificationInfo: [
          ...(pan
            ? [
                {
                  identificationTypeCode: 'PAN',
                  identificationNumber: pan,
                  issueDate: '',
                  expiryDate: '',
                },
              ]
            : []),
          {
            identificationTypeCode: 'AADHAAR',
            identificationNumber: aadhaar,
            issueDate: '',
            expiryDate: '',
          },
        ],
        vehicleDetails: [
          empty(
            'make',
            'model',
            'variant',
            'registrationNumber',
            'registrationYear',
            'numberOfOwner',
            'engineType',
            'engineCC',
            'engineNumber',
            'chassisNumber',
            'batteryNumber',
          ),
        ],
        ...empty(
          'fullName',
          'firstName',
          'lastName',
          'fatherName',
          'gender',
          'dob',
          'pincode',
          'alternateMobile',
          'emi',
          'tenure',
          'roi',
          'email',
          'maritalStatus',
          'employmentType',
          'monthlyIncome',
          'newBike',
          'usedBike',
          'loanAgainstBike',
          'product',
        ),
        notifyBymail: 0,
        notifyBySMS: 0,
        notifyByWhatsapp: 0,
      };

      const answer = await askLender(request, 'pre-qualification', () =>
        providers.lender.preQualify(lenderRequest),
      );
      if (!answer) return sendError(reply, 502, unavailable, { errorMsg: unavailable });
      const { result, msg } = answer;
      // Only the last 4 digits of the Aadhaar number are kept, here and in every answer.
      await db
        .insertInto('enquiries')
        .values({
          request_id: requestId,
          lender_request_id: typeof msg.requestId === 'string' ? msg.requestId : null,
          mobile,
          branch_id: branch.branch_id,
          state_number: branch.state_number,
          channel_type: channelType,
          loan_amount: loanAmount,
          pan: pan ? maskPan(pan) : null,
          aadhaar_last4: aadhaar.slice(-4),
          status_code: result.statusCode,
          result_status: typeof msg.resultStatus === 'number' ? msg.resultStatus : null,
          lead_id: typeof msg.leadId === 'string' ? msg.leadId : null,
          offer_amount: typeof msg.loanAmount === 'number' ? msg.loanAmount : null,
          pan_name: typeof msg.panName === 'string' ? msg.panName : null,
        })
        .execute();
      return offerAnswer(db, answer, {
        requestId,
        aadhaarLast4: aadhaar.slice(-4),
        panName: String(msg.panName ?? ''),
      });
    },
  );
}
