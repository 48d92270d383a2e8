import {
  createMandatePlanEndpoint,
  initiateMandateEndpoint,
  type MandatePlanRequest,
  mandatePriorityEndpoint,
  mandateRouteMessages,
} from '@company/forms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomId } from '../lib/crypto.ts';
import { isoDate, nextDueDate } from '../lib/dates.ts';
import { HttpError } from '../lib/http.ts';
import { readProof } from '../lib/proof.ts';
import { errorResponse, errors } from '../lib/schemas.ts';
import { mandateColumns, mandateData, mandateDataSchema } from './details.ts';

/** Answers of the two routes that start a mandate (bank and UPI). */
const startResponse = (properties: Record<string, unknown>) => ({
  200: {
    type: 'object',
    properties: { success: { type: 'boolean' }, message: { type: 'string' }, ...properties },
  },
  ...errors,
  401: errorResponse,
});
/** Step 2: which route (bank or UPI), and starting the mandate on it. */
export async function mandateStartRoutes(app: FastifyInstance) {
  const { db, config, providers } = app.ctx;
  const key = config.secrets.signingKey;

  const requireLookup = (request: FastifyRequest, lan: string) => {
    const proof = readProof(request, key, 'mandate');
    if (!proof?.lan || proof.lan !== lan.trim().toUpperCase()) {
      throw new HttpError(401, mandateRouteMessages.lookupFirst);
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

  app.get(
    mandatePriorityEndpoint.path,
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
    initiateMandateEndpoint.path,
    {
      config: { messages: { _default: mandateRouteMessages.lan } },
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
        return { success: true, message: mandateRouteMessages.already, data: started.existing };
      }
      const { orderId } = started;
      return {
        success: true,
        message: mandateRouteMessages.initiated,
        data: { order_id: orderId },
        subscription: { data: { authLink: providers.mandates.authorisationUrl(orderId, 'bank') } },
      };
    },
  );

  app.post<{ Body: MandatePlanRequest }>(
    createMandatePlanEndpoint.path,
    {
      config: { messages: { _default: mandateRouteMessages.lan } },
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
        return { success: false, message: mandateRouteMessages.already, data: started.existing };
      }
      const { orderId } = started;
      return {
        success: true,
        message: mandateRouteMessages.initiated,
        data: {
          order_id: orderId,
          encryptedUrl: providers.mandates.authorisationUrl(orderId, 'upi'),
        },
      };
    },
  );
}
