import { mandateRegistrationOrder, mandateRegistrationSchema } from '@company/forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalisePhone } from '../customer-care/queries.ts';
import { randomId } from '../lib/crypto.ts';
import { ddmmyyyy, isoDate, nextDueDate } from '../lib/dates.ts';
import { formCheck } from '../lib/forms.ts';
import { badRequest, HttpError, sendError } from '../lib/http.ts';
import { readProof, setProof } from '../lib/proof.ts';
import { providerCallbackRoute } from '../lib/provider-callback.ts';
import { errorResponse, errors, orderResultSchema, successWithData } from '../lib/schemas.ts';

export const mandateMessages = {
  lan: 'Enter Valid LAN',
  reLan: 'Enter valid Re-LAN',
  mobile: 'Enter Valid Mobile No',
  captcha: 'Enter Valid Captcha',
  notFound: 'LAN not found',
  lookupFirst: 'Please look up your loan again',
  already: 'Mandate Already Registered',
  initiated: 'Mandate initiated. Please authorise it with your bank.',
  orderNotFound: 'Mandate order not found',
  orderId: 'Please provide the order_id',
} as const;

const checkLookup = formCheck(
  mandateRegistrationSchema.omit(['terms']),
  mandateRegistrationOrder.filter((f) => f !== 'terms'),
);

type MandateRow = {
  order_id: string;
  subscription_id: string;
  umn: string | null;
  plan_name: string;
  start_date: Date;
  end_date: Date;
  interval_type: string;
  recurring_amount: string;
  first_charge_date: Date;
  status: string;
};

export function mandateData(m: MandateRow) {
  return {
    order_id: m.order_id,
    subscription_id: m.subscription_id,
    umn: m.umn ?? '',
    plan_name: m.plan_name,
    start_end_date: `${ddmmyyyy(m.start_date)} to ${ddmmyyyy(m.end_date)}`,
    interval_type: m.interval_type,
    recurring_amount: Number(m.recurring_amount).toFixed(2),
    first_charge_date: ddmmyyyy(m.first_charge_date),
    status: m.status,
  };
}

const mandateDataSchema = {
  type: 'object',
  properties: Object.fromEntries(
    [
      'order_id',
      'subscription_id',
      'umn',
      'plan_name',
      'start_end_date',
      'interval_type',
      'recurring_amount',
      'first_charge_date',
      'status',
    ].map((k) => [k, { type: 'string' }]),
  ),
};

const mandateColumns = [
  'order_id',
  'subscription_id',
  'umn',
  'plan_name',
  'start_date',
  'end_date',
  'interval_type',
  'recurring_amount',
  'first_charge_date',
  'status',
] as const;

/** Answers of the two routes that start a mandate (bank and UPI). */
const startResponse = (properties: Record<string, unknown>) => ({
  200: {
    type: 'object',
    properties: { success: { type: 'boolean' }, message: { type: 'string' }, ...properties },
  },
  ...errors,
  401: errorResponse,
});

export async function mandateRoutes(app: FastifyInstance) {
  const { db, config, services, providers } = app.ctx;
  const key = config.secrets.signingKey;

  const requireLookup = (request: FastifyRequest, lan: string) => {
    const proof = readProof(request, key, 'mandate');
    if (!proof?.lan || proof.lan !== lan.trim().toUpperCase()) {
      throw new HttpError(401, mandateMessages.lookupFirst);
    }
    return proof.lan;
  };

  const activeMandate = (lan: string) =>
    db
      .selectFrom('mandates')
      .select(mandateColumns)
      .where('loan_account_no', '=', lan)
      .where('status', '=', 'ACTIVE')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();

  async function createMandate(lan: string, route: 'bank' | 'upi') {
    const loan = await db
      .selectFrom('loans')
      .selectAll()
      .where('loan_account_no', '=', lan)
      .executeTakeFirstOrThrow();
    const orderId = `MD${Date.now().toString(36).toUpperCase()}${randomId(6)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')}`;
    await db
      .insertInto('mandates')
      .values({
        order_id: orderId,
        loan_account_no: lan,
        route,
        status: 'PENDING',
        subscription_id: `SUB-${randomId(9)
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, 'X')}`,
        umn: null,
        plan_name: `EMI ${lan}`,
        start_date: isoDate(new Date()),
        end_date: loan.emi_end_date,
        interval_type: 'MONTHLY',
        recurring_amount: loan.emi,
        first_charge_date: isoDate(nextDueDate(loan.due_day)),
      })
      .execute();
    return orderId;
  }

  /** The journey's loan: its active mandate's data, or the id of a new pending mandate order. */
  async function startMandate(request: FastifyRequest, bodyLan: string, route: 'bank' | 'upi') {
    const lan = requireLookup(request, bodyLan);
    const existing = await activeMandate(lan);
    if (existing) return { existing: mandateData(existing) };
    return { orderId: await createMandate(lan, route) };
  }

  app.post<{
    Body: {
      lan: string;
      reLan?: string;
      mobileNo: string;
      captchaId: string;
      enteredCaptcha: string;
    };
  }>(
    '/api/v1/bb/users/validate-lan',
    {
      config: {
        rateLimit: 'captcha',
        messages: {
          _default: mandateMessages.lan,
          lan: mandateMessages.lan,
          reLan: mandateMessages.reLan,
          mobileNo: mandateMessages.mobile,
          captchaId: mandateMessages.captcha,
          enteredCaptcha: mandateMessages.captcha,
        },
      },
      schema: {
        tags: ['mandate and payment'],
        summary: 'Mandate lookup: LAN, mobile and the captcha answer → loan details',
        body: {
          type: 'object',
          required: ['lan', 'mobileNo', 'captchaId', 'enteredCaptcha'],
          additionalProperties: false,
          properties: {
            lan: { type: 'string', minLength: 1, maxLength: 30 },
            reLan: { type: 'string', maxLength: 30 },
            mobileNo: { type: 'string', minLength: 1, maxLength: 10 },
            captchaId: { type: 'string', minLength: 1, maxLength: 64 },
            enteredCaptcha: { type: 'string', minLength: 1, maxLength: 16 },
          },
        },
        response: {
          200: successWithData({
            properties: {
              Details: {
                type: 'object',
                properties: {
                  LOAN_ACCOUNT_NO: { type: 'string' },
                  CUSTOMER_NAME: { type: 'string' },
                  LOAN_AMOUNT: { type: 'string' },
                  EMI: { type: 'string' },
                  EMI_END_DATE: { type: 'string' },
                  DUEDAY: { type: 'integer' },
                },
              },
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
      const lan = b.lan.trim().toUpperCase();
      if (!/^[A-Z0-9]{5,30}$/.test(lan)) throw badRequest(mandateMessages.lan, 'lan');
      if (b.reLan !== undefined && b.reLan.trim().toUpperCase() !== lan) {
        throw badRequest(mandateMessages.reLan, 'reLan');
      }
      const mobile = normalisePhone(b.mobileNo);
      if (!mobile) throw badRequest(mandateMessages.mobile, 'mobileNo');
      if (!(await services.captcha.verify(b.captchaId, b.enteredCaptcha))) {
        throw badRequest(mandateMessages.captcha, 'enteredCaptcha');
      }
      const loan = await db
        .selectFrom('loans')
        .selectAll()
        .where('loan_account_no', '=', lan)
        .where('phone', '=', mobile)
        .where('status', '=', 'A')
        .executeTakeFirst();
      if (!loan) return sendError(reply, 404, mandateMessages.notFound);
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

  app.get(
    '/api/v1/bb/mandate/checkMandatePriority',
    {
      schema: {
        tags: ['mandate and payment'],
        summary: 'Which mandate route to use: message.id 2 = UPI, otherwise the bank route',
        response: {
          200: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              message: { type: 'object', properties: { id: { type: 'integer' } } },
            },
          },
        },
      },
    },
    async () => ({ success: true, message: { id: config.mandateRoute } }),
  );

  app.post<{ Body: { lan: string } }>(
    '/api/v1/bb/mandate/initiateMandate',
    {
      config: { messages: { _default: mandateMessages.lan } },
      schema: {
        tags: ['mandate and payment'],
        summary: 'Bank route: start a mandate (or answer Mandate Already Registered with its data)',
        body: {
          type: 'object',
          required: ['lan'],
          properties: { lan: { type: 'string', minLength: 1, maxLength: 30 } },
        },
        response: startResponse({
          data: mandateDataSchema,
          subscription: {
            type: 'object',
            properties: { data: { type: 'object', properties: { authLink: { type: 'string' } } } },
          },
        }),
      },
    },
    async (request) => {
      const started = await startMandate(request, request.body.lan, 'bank');
      // The bank route answers success with the registered mandate (as the spec reads it).
      if (started.existing) {
        return { success: true, message: mandateMessages.already, data: started.existing };
      }
      const { orderId } = started;
      return {
        success: true,
        message: mandateMessages.initiated,
        data: { order_id: orderId },
        subscription: { data: { authLink: providers.mandates.authorisationUrl(orderId, 'bank') } },
      };
    },
  );

  app.post<{
    Body: {
      requestId: string;
      emiAmount: string | number;
      endDate: string;
      loanAmount: string | number;
      leadId?: string;
      lan: string;
      mode: string;
      source: string;
      url?: string;
    };
  }>(
    '/api/v1/bb/payments/create-plan',
    {
      config: { messages: { _default: mandateMessages.lan } },
      schema: {
        tags: ['mandate and payment'],
        summary: 'UPI route: create the mandate plan; data.encryptedUrl is the authorisation page',
        body: {
          type: 'object',
          required: ['requestId', 'emiAmount', 'endDate', 'loanAmount', 'lan', 'mode', 'source'],
          properties: {
            requestId: { type: 'string', pattern: '^[0-9]{14}$' },
            emiAmount: { type: ['string', 'number'], pattern: '^[0-9]{1,9}(\\.[0-9]{1,2})?$' },
            endDate: { type: 'string', pattern: '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' },
            loanAmount: { type: ['string', 'number'], pattern: '^[0-9]{1,9}(\\.[0-9]{1,2})?$' },
            leadId: { type: 'string', maxLength: 50 },
            lan: { type: 'string', minLength: 1, maxLength: 30 },
            mode: { type: 'string', enum: ['upi'] },
            source: { type: 'string', enum: ['BB_WEB_USER'] },
            url: { type: 'string', maxLength: 500 },
          },
        },
        response: startResponse({
          data: {
            type: 'object',
            properties: {
              encryptedUrl: { type: 'string' },
              order_id: { type: 'string' },
              ...mandateDataSchema.properties,
            },
          },
        }),
      },
    },
    async (request) => {
      const started = await startMandate(request, request.body.lan, 'upi');
      if (started.existing) {
        return { success: false, message: mandateMessages.already, data: started.existing };
      }
      const { orderId } = started;
      return {
        success: true,
        message: mandateMessages.initiated,
        data: {
          order_id: orderId,
          encryptedUrl: providers.mandates.authorisationUrl(orderId, 'upi'),
        },
      };
    },
  );

  app.post<{ Body: { order_id: string } }>(
    '/api/v1/bb/payments/e-mandate-status',
    {
      config: { messages: { _default: mandateMessages.orderId } },
      schema: orderResultSchema(
        'Mandate result: success true when the mandate is ACTIVE; data.status otherwise',
        mandateDataSchema,
      ),
    },
    async (request, reply) => {
      const m = await db
        .selectFrom('mandates')
        .select(mandateColumns)
        .where('order_id', '=', request.body.order_id)
        .executeTakeFirst();
      if (!m) return sendError(reply, 404, mandateMessages.orderNotFound);
      return { success: m.status === 'ACTIVE', message: m.status, data: mandateData(m) };
    },
  );

  await providerCallbackRoute(app, 'mandate');
}
