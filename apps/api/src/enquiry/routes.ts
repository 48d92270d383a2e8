import { enquiryMessages, enquiryOtpSchema, enquirySchema, firstErrorIn } from '@company/forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { aesDecrypt, randomDigits } from '../lib/crypto.ts';
import { badRequest, sendError } from '../lib/http.ts';
import { maskAadhaar, maskPan } from '../lib/mask.ts';
import { errorResponse, errors } from '../lib/schemas.ts';
import { LenderError, type LenderReply } from '../providers/lender.ts';

export const DEFAULT_CHANNEL_TYPE = 4;
const unavailable = 'We could not reach the offer service. Please try again in a few minutes.';
const startAgain = 'Please submit the form again.';

/** An error that also carries the spec's `errorMsg`, which the page shows. */
const errorWithMsg = {
  ...errorResponse,
  properties: { ...errorResponse.properties, errorMsg: { type: 'string' } },
};

/** Route-schema failures answer the form's message for the field, like the form checks. */
const preQualificationMessages = {
  _default: enquiryMessages.city,
  city: enquiryMessages.city,
  branchId: enquiryMessages.city,
  mobile: enquiryMessages.mobileInvalid,
  loanAmount: enquiryMessages.loanAmountInvalid,
  idType: enquiryMessages.idType,
  pan: enquiryMessages.panInvalid,
  aadhaar: enquiryMessages.aadhaarInvalid,
  terms: enquiryMessages.terms,
  id: 'The channel id must be text',
};
const verifyOtpMessages = {
  _default: startAgain,
  requestId: startAgain,
  otp: enquiryMessages.otpInvalid,
  nameAsPerPan: enquiryMessages.nameAsPerPanLength,
  panName: enquiryMessages.nameAsPerPanLength,
};

const enquiryFirstError = firstErrorIn(enquirySchema, [
  'city',
  'mobile',
  'loanAmount',
  'idType',
  'pan',
  'aadhaar',
  'terms',
]);
const otpFirstError = firstErrorIn(enquiryOtpSchema, ['nameAsPerPan', 'otp']);

/** The channel type carried encrypted in `/enquiry?id=…`; anything that does not decrypt is 4. */
export function channelTypeOf(key: string, id: string | undefined | null): number {
  if (!id) return DEFAULT_CHANNEL_TYPE;
  const plain = aesDecrypt(key, id);
  const n = plain === null ? Number.NaN : Number(plain);
  return Number.isInteger(n) && n >= 1 && n <= 99 ? n : DEFAULT_CHANNEL_TYPE;
}

/**
 * The lender system's reply with its message object, or null (logged) when the lender system could
 * not be reached or refused the call; any other error is a bug and goes on.
 */
async function askLender(
  request: FastifyRequest,
  what: string,
  call: () => Promise<LenderReply>,
): Promise<{ result: LenderReply; msg: Record<string, unknown> } | null> {
  try {
    const result = await call();
    return { result, msg: typeof result.message === 'object' ? result.message : {} };
  } catch (err) {
    if (!(err instanceof LenderError)) throw err;
    request.log.warn({ err: err.message }, `lender ${what} failed`);
    return null;
  }
}

/** yyyyMMddHHmmss in India time (UTC+5:30), as the spec's timestamp helper. */
function istStamp(date = new Date()): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

const replySchema = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    statusCode: { type: 'string' },
    message: {
      anyOf: [
        { type: 'string' },
        {
          type: 'object',
          properties: {
            id: { type: 'string' },
            aadhar: { type: 'string' },
            requestId: { type: 'string' },
            panName: { type: 'string' },
            resultStatus: { type: 'integer' },
            leadId: { type: 'string' },
            loanAmount: { type: 'integer' },
          },
        },
      ],
    },
    errorMsg: { type: 'string' },
  },
};

interface PreQualBody {
  city?: string;
  branchId?: number | string;
  mobile?: string;
  loanAmount?: number | string;
  idType?: string;
  pan?: string;
  aadhaar?: string;
  terms?: boolean;
  id?: string;
}

export async function enquiryRoutes(app: FastifyInstance) {
  const { db, config, providers } = app.ctx;

  app.get(
    '/api/v1/enquiry/branches',
    {
      schema: {
        tags: ['enquiry'],
        summary: 'Branch cities (sorted by name) for the city dropdown',
        response: {
          200: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              Message: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    Branch_Id: { type: 'integer' },
                    Branch_Name: { type: 'string' },
                    State_Number: { type: 'integer' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async () => {
      const rows = await db.selectFrom('branches').selectAll().orderBy('branch_name').execute();
      return {
        success: true,
        Message: rows.map((r) => ({
          Branch_Id: r.branch_id,
          Branch_Name: r.branch_name,
          State_Number: r.state_number,
        })),
      };
    },
  );

  app.post<{ Body: { id?: string } }>(
    '/api/v1/enquiry/channel',
    {
      config: { messages: { _default: 'The channel id must be text' } },
      schema: {
        tags: ['enquiry'],
        summary: 'Decrypts the channel id of /enquiry?id=… (default channel type 4)',
        body: { type: 'object', properties: { id: { type: ['string', 'null'], maxLength: 512 } } },
        response: {
          200: {
            type: 'object',
            properties: { success: { type: 'boolean' }, channelType: { type: 'integer' } },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const channelType = channelTypeOf(config.secrets.channelIdKey, request.body?.id);
      if (request.body?.id && channelType === DEFAULT_CHANNEL_TYPE) {
        request.log.info('channel id did not decrypt; using the default channel type');
      }
      return { success: true, channelType };
    },
  );

  app.post<{ Body: PreQualBody }>(
    '/api/v1/enquiry/pre-qualification',
    {
      config: { rateLimit: 'enquiry', messages: preQualificationMessages },
      schema: {
        tags: ['enquiry'],
        summary:
          'Pre-qualified offer: statusCode 006 = result now, 000 = OTP needed (then verify-otp)',
        body: {
          type: 'object',
          properties: {
            city: { type: 'string', maxLength: 100 },
            branchId: { type: ['integer', 'string'] },
            mobile: { type: 'string', maxLength: 20 },
            loanAmount: { type: ['integer', 'string'] },
            idType: { type: 'string', maxLength: 10 },
            pan: { type: 'string', maxLength: 20 },
            aadhaar: { type: 'string', maxLength: 20 },
            terms: { type: 'boolean' },
            id: { type: ['string', 'null'], maxLength: 512 },
          },
        },
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
      return {
        success: result.success,
        statusCode: result.statusCode,
        message:
          typeof result.message === 'object'
            ? {
                id: requestId,
                aadhar: maskAadhaar(aadhaar),
                requestId,
                panName: String(msg.panName ?? ''),
                ...(typeof msg.resultStatus === 'number' ? { resultStatus: msg.resultStatus } : {}),
                ...(typeof msg.leadId === 'string' ? { leadId: msg.leadId } : {}),
                ...(typeof msg.loanAmount === 'number' ? { loanAmount: msg.loanAmount } : {}),
              }
            : result.message,
        errorMsg: result.errorMsg,
      };
    },
  );

  app.post<{ Body: { requestId: string; otp?: string; nameAsPerPan?: string; panName?: string } }>(
    '/api/v1/enquiry/verify-otp',
    {
      config: { rateLimit: 'enquiry', messages: verifyOtpMessages },
      schema: {
        tags: ['enquiry'],
        summary: 'OTP of the pre-qualified offer: statusCode 000 = result, 009 = start again',
        body: {
          type: 'object',
          required: ['requestId'],
          properties: {
            requestId: { type: 'string', minLength: 1, maxLength: 64 },
            otp: { type: 'string', maxLength: 10 },
            nameAsPerPan: { type: 'string', maxLength: 100 },
            panName: { type: 'string', maxLength: 100 },
          },
        },
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
      return {
        success: result.success,
        statusCode: result.statusCode,
        message:
          typeof result.message === 'object'
            ? {
                id: enquiry.request_id,
                aadhar: `XXXXXXXX${enquiry.aadhaar_last4}`,
                requestId: enquiry.request_id,
                panName: nameAsPerPan!.trim(),
                ...(typeof msg.resultStatus === 'number' ? { resultStatus: msg.resultStatus } : {}),
                ...(typeof msg.leadId === 'string' ? { leadId: msg.leadId } : {}),
                ...(typeof msg.loanAmount === 'number' ? { loanAmount: msg.loanAmount } : {}),
              }
            : result.message,
        errorMsg: result.errorMsg,
      };
    },
  );
}

export { enquiryMessages };
