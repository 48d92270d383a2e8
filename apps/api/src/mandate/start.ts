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
import { isUniqueViolation } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http.ts';
import { idempotent } from '../lib/idempotency.ts';
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

  /** The loan's one open mandate (pending or active), if any. */
  const openMandate = (lan: string) =>
    db
      .selectFrom('mandates')
      .select([...mandateColumns, 'route'])
      .where('loan_account_no', '=', lan)
      .where('status', 'in', ['PENDING', 'ACTIVE'])
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
        gateway: providers.mandates.name,
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
    // The row (one open per loan) first, then the provider: a failed start frees the loan again.
    let started: { authorisationUrl: string | null; session: string | null };
    try {
      started = await providers.mandates.start({
        orderId,
        route,
        customer: { name: loan.customer_name, phone: loan.phone, email: loan.email },
        emi: Number(loan.emi),
        planName: `EMI ${lan}`,
        firstChargeDate: nextDueDate(loan.due_day),
        endDate: new Date(`${isoDate(new Date(loan.emi_end_date))}T00:00:00Z`),
        returnUrl: `${config.publicOrigin}/mandate-registration-response?order_id=${orderId}`,
      });
    } catch (error) {
      await db
        .updateTable('mandates')
        .set({ status: 'CANCELLED', updated_at: new Date() })
        .where('order_id', '=', orderId)
        .execute();
      throw error;
    }
    await db
      .updateTable('mandates')
      .set({ authorisation_url: started.authorisationUrl, provider_session: started.session })
      .where('order_id', '=', orderId)
      .execute();
    return { orderId, ...started };
  }

  /** Where an open order is authorised; a start still talking to the provider is waited for. */
  async function authorisationOf(orderId: string) {
    for (let waited = 0; waited < 10_000; waited += 200) {
      const row = await db
        .selectFrom('mandates')
        .select(['authorisation_url', 'provider_session', 'status'])
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      if (row.authorisation_url || row.provider_session || row.status !== 'PENDING') {
        return { orderId, authorisationUrl: row.authorisation_url, session: row.provider_session };
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new HttpError(409, mandateRouteMessages.already);
  }

  type Started = { orderId: string; authorisationUrl: string | null; session: string | null };

  /**
   * The journey's loan: its active mandate's data, or the order of its one pending mandate — the
   * one already open on this route, or a new one that replaces a pending order of the other
   * route. The database keeps one open mandate per loan (`mandates_one_open_per_loan`), so two
   * calls at once, on one instance or two, end with the same order.
   */
  async function startMandate(
    request: FastifyRequest,
    bodyLan: string,
    route: 'bank' | 'upi',
  ): Promise<{ existing: ReturnType<typeof mandateData> } | Started> {
    const lan = requireLookup(request, bodyLan);
    for (let attempt = 0; attempt < 3; attempt++) {
      const open = await openMandate(lan);
      if (open?.status === 'ACTIVE') return { existing: mandateData(open) };
      if (open?.route === route) return authorisationOf(open.order_id);
      if (open) {
        // Cancelled only while still pending: an authorisation that lands first wins.
        await db
          .updateTable('mandates')
          .set({ status: 'CANCELLED', updated_at: new Date() })
          .where('order_id', '=', open.order_id)
          .where('status', '=', 'PENDING')
          .execute();
      }
      try {
        return await createMandate(lan, route);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another call opened one first: read it again.
      }
    }
    throw new HttpError(409, mandateRouteMessages.already);
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
      config: { rateLimit: 'lead', messages: { _default: mandateRouteMessages.lan } },
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
            properties: {
              data: {
                type: 'object',
                properties: {
                  authLink: { type: 'string' },
                  subscription_session_id: { type: 'string' },
                },
              },
            },
          },
        }),
      },
    },
    async (request) =>
      idempotent(db, request, 'mandate-bank', request.body.lan.trim().toUpperCase(), async () => {
        const started = await startMandate(request, request.body.lan, 'bank');
        // The bank route answers success with the registered mandate (as the spec reads it).
        if ('existing' in started) {
          return { success: true, message: mandateRouteMessages.already, data: started.existing };
        }
        return {
          success: true,
          message: mandateRouteMessages.initiated,
          data: { order_id: started.orderId },
          subscription: {
            data: {
              // Empty when the provider's browser SDK opens the authorisation from the session.
              authLink: started.authorisationUrl ?? '',
              ...(started.session ? { subscription_session_id: started.session } : {}),
            },
          },
        };
      }),
  );

  app.post<{ Body: MandatePlanRequest }>(
    createMandatePlanEndpoint.path,
    {
      config: { rateLimit: 'lead', messages: { _default: mandateRouteMessages.lan } },
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
              subscription_session_id: { type: 'string' },
              order_id: { type: 'string' },
              ...mandateDataSchema.properties,
            },
          },
        }),
      },
    },
    async (request) =>
      idempotent(db, request, 'mandate-upi', request.body.lan.trim().toUpperCase(), async () => {
        const started = await startMandate(request, request.body.lan, 'upi');
        if ('existing' in started) {
          return { success: false, message: mandateRouteMessages.already, data: started.existing };
        }
        return {
          success: true,
          message: mandateRouteMessages.initiated,
          data: {
            order_id: started.orderId,
            // Empty when the provider's browser SDK opens the authorisation from the session.
            encryptedUrl: started.authorisationUrl ?? '',
            ...(started.session ? { subscription_session_id: started.session } : {}),
          },
        };
      }),
  );
}
