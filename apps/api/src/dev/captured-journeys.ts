import type { FastifyInstance } from 'fastify';
import {
  devMessages,
  messages,
  nullableString,
  phoneParam,
  readBackSchema,
  rowLimit,
} from './read-back.ts';

/** Read-backs of the journeys' records: payment orders by loan, offer enquiries by mobile. */
export function capturedJourneyRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get<{ Querystring: { lan: string; limit?: string } }>(
    '/api/dev/payment-orders',
    {
      config: { messages: { ...messages, lan: devMessages.lan } },
      schema: readBackSchema({
        summary: 'Quick payment orders of a loan account',
        query: { lan: { type: 'string', pattern: '^[A-Za-z0-9.]{1,30}$' } },
        required: ['lan'],
        list: 'orders',
        item: {
          required: ['id', 'amount', 'status', 'created_at'],
          properties: {
            amount: { type: 'string' },
            status: { type: 'string' },
            pg_order_id: nullableString,
          },
        },
      }),
    },
    async (request) => {
      const rows = await db
        .selectFrom('payment_orders')
        .select(['order_id', 'amount', 'status', 'pg_order_id', 'created_at'])
        .where('loan_account_no', '=', request.query.lan.toUpperCase())
        .orderBy('created_at', 'desc')
        .limit(rowLimit(request.query.limit))
        .execute();
      return {
        orders: rows.map((row) => ({
          id: row.order_id,
          amount: Number(row.amount).toFixed(2),
          status: row.status,
          pg_order_id: row.pg_order_id,
          created_at: row.created_at.toISOString(),
        })),
      };
    },
  );

  app.get<{ Querystring: { mobile: string; limit?: string } }>(
    '/api/dev/enquiries',
    {
      config: { messages: { ...messages, mobile: devMessages.phone } },
      schema: readBackSchema({
        summary:
          'Pre-qualified offer enquiries of a mobile number (Aadhaar: last 4 digits; PAN: masked)',
        query: { mobile: phoneParam },
        required: ['mobile'],
        list: 'enquiries',
        item: {
          required: ['id', 'channel_type', 'aadhaar_last4', 'created_at'],
          properties: {
            channel_type: { type: 'integer' },
            branch_id: { type: 'integer' },
            loan_amount: { type: 'integer' },
            pan: nullableString,
            aadhaar_last4: { type: 'string' },
            status_code: nullableString,
            result_status: { type: 'integer', nullable: true },
          },
        },
      }),
    },
    async (request) => {
      const rows = await db
        .selectFrom('enquiries')
        .select([
          'request_id',
          'channel_type',
          'branch_id',
          'loan_amount',
          'pan',
          'aadhaar_last4',
          'status_code',
          'result_status',
          'created_at',
        ])
        .where('mobile', '=', request.query.mobile)
        .orderBy('created_at', 'desc')
        .limit(rowLimit(request.query.limit))
        .execute();
      return {
        enquiries: rows.map(({ request_id, created_at, ...row }) => ({
          id: request_id,
          ...row,
          created_at: created_at.toISOString(),
        })),
      };
    },
  );
}
