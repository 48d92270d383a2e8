import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { hmac, hmacHex, randomDigits, randomId, safeEqual } from '../lib/crypto.ts';
import { maskAadhaar, maskPan } from '../lib/mask.ts';
import { keepRawJson } from '../lib/raw-json.ts';
import { secondsFromNow } from '../lib/sql.ts';

export const LENDER_TOKEN_TTL_SECONDS = 300;
export const LENDER_OTP_MAX_ATTEMPTS = 3;

/**
 * The documented, deterministic decision rule of the lender-system sandbox (see the README):
 * - the last digit of the mobile number decides: odd → an OTP is needed first (statusCode 000),
 *   even → the result comes at once (statusCode 006);
 * - a mobile ending in 8 or 9 gets no offer (resultStatus 0); any other gets one (resultStatus 1);
 * - the offer is the desired amount rounded down to ₹1,000, at most ₹1,50,000 with a PAN and at
 *   most ₹50,000 with Form 60 (no PAN).
 */
export function sandboxDecision(input: { mobile: string; loanAmount: number; hasPan: boolean }) {
  const last = Number(input.mobile.at(-1));
  const needsOtp = last % 2 === 1;
  const eligible = last !== 8 && last !== 9;
  const cap = input.hasPan ? 150_000 : 50_000;
  const offer = eligible ? Math.floor(Math.min(input.loanAmount, cap) / 1000) * 1000 : 0;
  return { needsOtp, resultStatus: eligible ? 1 : 0, offer };
}

/**
 * The illustrative terms the sandbox gives with an offer of ₹1,00,000 or more (none with a smaller
 * one, so the site's fallback to the product's standard terms is exercised too): 17.5 % fixed over
 * 36 months, a 2 % processing fee, ₹1,500 of credit insurance and ₹100 of stamp duty.
 */
export function sandboxOfferTerms(offer: number) {
  if (offer < 100_000) return {};
  return {
    roi: 17.5,
    tenure: 36,
    rateType: 'fixed',
    processingFee: offer * 0.02,
    insurancePremium: 1_500,
    stampDuty: 100,
  };
}

interface PreQualRequest {
  requestHeader?: { requestReferenceNumber?: string };
  mobile?: string;
  loanAmount?: number | string;
  identificationInfo?: { identificationTypeCode?: string; identificationNumber?: string }[];
}

/** The lender system as the sandbox plays it: token endpoint, signed calls, OTP, decisions. */
export async function lenderSandbox(app: FastifyInstance) {
  const { db, config, providers } = app.ctx;
  const s = config.secrets;
  const tokenHash = (token: string) => hmac(s.lenderHmacSecret, `token:${token}`);

  await app.register(async (scope) => {
    keepRawJson(scope);

    scope.post<{ Body: { userid?: string; password?: string; clientid?: string } }>(
      '/api/sandbox/lender/token',
      { schema: { hide: true } },
      async (request, reply) => {
        const b = request.body ?? {};
        const ok =
          safeEqual(String(request.headers['client-secret'] ?? ''), s.lenderClientSecret) &&
          safeEqual(String(b.userid ?? ''), s.lenderUserId) &&
          safeEqual(String(b.password ?? ''), s.lenderPassword) &&
          safeEqual(String(b.clientid ?? ''), s.lenderClientId);
        if (!ok) return reply.code(401).send({ Success: false, Message: 'Invalid credentials' });
        const token = randomId(24);
        await db
          .insertInto('lender_sandbox_tokens')
          .values({
            token_hash: tokenHash(token),
            expires_at: secondsFromNow(LENDER_TOKEN_TTL_SECONDS),
          })
          .execute();
        return { Success: true, token, expiresIn: LENDER_TOKEN_TTL_SECONDS };
      },
    );

    const refuse = (reply: FastifyReply, status: number, errorMsg: string) =>
      reply
        .code(status)
        .send({ success: false, statusCode: String(status), message: '', errorMsg });

    async function authorised(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const bearer = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
      const token = bearer
        ? await db
            .selectFrom('lender_sandbox_tokens')
            .select('token_hash')
            .where('token_hash', '=', tokenHash(bearer))
            .where('expires_at', '>', sql<Date>`now()`)
            .executeTakeFirst()
        : undefined;
      if (!token) {
        await refuse(reply, 401, 'Invalid or expired token');
        return false;
      }
      const timestamp = String(request.headers.timestamp ?? '');
      const signature = String(request.headers.signature ?? '');
      if (!/^\d{13}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > 300_000) {
        await refuse(reply, 403, 'Stale or missing timestamp');
        return false;
      }
      const expected = hmacHex(s.lenderHmacSecret, timestamp + (request.rawBody ?? ''));
      if (!safeEqual(signature, expected)) {
        await refuse(reply, 403, 'Invalid signature');
        return false;
      }
      return true;
    }

    scope.post<{ Body: PreQualRequest }>(
      '/api/sandbox/lender/pre-qualification',
      { schema: { hide: true } },
      async (request, reply) => {
        if (!(await authorised(request, reply))) return reply;
        const b = request.body ?? {};
        const mobile = String(b.mobile ?? '');
        const loanAmount = Number(b.loanAmount);
        const ids = b.identificationInfo ?? [];
        const pan = ids.find((i) => i.identificationTypeCode === 'PAN')?.identificationNumber ?? '';
        const aadhaar =
          ids.find((i) => i.identificationTypeCode === 'AADHAAR')?.identificationNumber ?? '';
        if (!/^[6-9]\d{9}$/.test(mobile) || !(loanAmount > 0) || !/^\d{12}$/.test(aadhaar)) {
          return {
            success: false,
            statusCode: '002',
            message: '',
            errorMsg: 'Invalid request data',
          };
        }
        const decision = sandboxDecision({ mobile, loanAmount, hasPan: Boolean(pan) });
        const id = `LR${randomDigits(10)}`;
        const leadId = `LD${randomDigits(8)}`;
        const panName = pan ? 'SANDBOX APPLICANT' : '';
        const otp = decision.needsOtp ? randomDigits(6) : null;
        await db
          .insertInto('lender_sandbox_requests')
          .values({
            id,
            mobile,
            pan_masked: pan ? maskPan(pan) : null,
            aadhaar_masked: maskAadhaar(aadhaar),
            loan_amount: Math.round(loanAmount),
            otp_hash: otp ? hmac(s.lenderHmacSecret, `otp:${id}:${otp}`) : null,
            result_status: decision.resultStatus,
            offer_amount: decision.offer,
            lead_id: leadId,
            pan_name: panName,
          })
          .execute();
        const base = { id, aadhar: maskAadhaar(aadhaar), requestId: id, panName };
        if (otp) {
          await providers.messaging.send({
            channel: 'sms',
            destination: mobile,
            subject: 'Your OTP for the pre-qualified offer',
            body: `${otp} is your OTP to see your pre-qualified offer. Do not share it with anyone.`,
          });
          return { success: true, statusCode: '000', message: base, errorMsg: '' };
        }
        return {
          success: true,
          statusCode: '006',
          message: {
            ...base,
            resultStatus: decision.resultStatus,
            leadId,
            loanAmount: decision.offer,
            ...(decision.resultStatus === 1 ? sandboxOfferTerms(decision.offer) : {}),
          },
          errorMsg: '',
        };
      },
    );

    scope.post<{ Body: { requestId?: string; otp?: string } }>(
      '/api/sandbox/lender/verify-otp',
      { schema: { hide: true } },
      async (request, reply) => {
        if (!(await authorised(request, reply))) return reply;
        const id = String(request.body?.requestId ?? '');
        const otp = String(request.body?.otp ?? '');
        const counted = await db
          .updateTable('lender_sandbox_requests')
          .set({ otp_attempts: sql<number>`otp_attempts + 1` })
          .where('id', '=', id)
          .where('otp_hash', 'is not', null)
          .returning([
            'otp_hash',
            'otp_attempts',
            'result_status',
            'lead_id',
            'offer_amount',
            'pan_name',
          ])
          .executeTakeFirst();
        if (!counted) {
          return {
            success: false,
            statusCode: '009',
            message: '',
            errorMsg: 'OTP expired. Please submit the form again.',
          };
        }
        if (counted.otp_attempts > LENDER_OTP_MAX_ATTEMPTS) {
          return {
            success: false,
            statusCode: '009',
            message: '',
            errorMsg: 'Too many wrong OTP attempts. Please submit the form again.',
          };
        }
        if (!safeEqual(counted.otp_hash ?? '', hmac(s.lenderHmacSecret, `otp:${id}:${otp}`))) {
          return {
            success: false,
            statusCode: '001',
            message: '',
            errorMsg: 'Invalid OTP Entered',
          };
        }
        await db
          .updateTable('lender_sandbox_requests')
          .set({ otp_hash: null })
          .where('id', '=', id)
          .execute();
        return {
          success: true,
          statusCode: '000',
          message: {
            id,
            requestId: id,
            panName: counted.pan_name ?? '',
            resultStatus: counted.result_status,
            leadId: counted.lead_id,
            loanAmount: counted.offer_amount,
            ...(counted.result_status === 1 ? sandboxOfferTerms(counted.offer_amount) : {}),
          },
          errorMsg: '',
        };
      },
    );
  });
}
