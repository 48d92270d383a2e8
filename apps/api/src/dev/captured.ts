import { jsonPatterns } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http.ts';
import { errors } from '../lib/schemas.ts';
import { signedUrl } from '../storage/service.ts';

/**
 * Development-only read-back of what the site's forms stored (leads, career applications with
 * their resume, contact / support requests, payment orders), so end-to-end tests and people trying the site
 * locally can check a submission through the API. Registered by `devRoutes`, so absent in
 * production like the outbox.
 */

export const devMessages = {
  phone: 'phone must be a 10-digit mobile number starting with 6-9, e.g. ?phone=9876543210',
  phoneRequired: 'phone is required, e.g. ?phone=9876543210',
  email: 'email must be a valid e-mail address, e.g. ?email=asha.patil@example.com',
  limit: 'limit must be a number from 1 to 200',
  emailOrPhone: 'give ?email= or ?phone= (a 10-digit mobile number)',
  lan: 'lan must be a loan account number, e.g. ?lan=TW0000100001',
} as const;

const MAX_ROWS = 200;

const phoneParam = {
  type: 'string',
  pattern: jsonPatterns.mobile10,
  description: '10-digit mobile number',
};
const emailParam = { type: 'string', maxLength: 254, pattern: jsonPatterns.email };
const limitParam = {
  type: 'string',
  pattern: '^[0-9]{1,3}$',
  description: `at most this many rows (default 50, at most ${MAX_ROWS})`,
};
const messages = {
  _default: 'Invalid query: see /api/docs for the parameters of this route',
  'phone:required': devMessages.phoneRequired,
  phone: devMessages.phone,
  email: devMessages.email,
  limit: devMessages.limit,
};
const createdAt = { type: 'string', format: 'date-time' };
const nullableString = { type: 'string', nullable: true };

function rowLimit(limit: string | undefined): number {
  const n = limit === undefined ? 50 : Number(limit);
  if (!Number.isInteger(n) || n < 1 || n > MAX_ROWS) throw badRequest(devMessages.limit, 'limit');
  return n;
}

/** Route schema of a read-back: its query parameters and `{ [list]: item[] }`, newest first. */
function readBackSchema(options: {
  summary: string;
  query: Record<string, unknown>;
  required?: string[];
  list: string;
  item: { required: string[]; properties: Record<string, unknown> };
}) {
  return {
    tags: ['development'],
    summary: `${options.summary}, newest first (development only)`,
    querystring: {
      type: 'object',
      required: options.required ?? [],
      additionalProperties: false,
      properties: { ...options.query, limit: limitParam },
    },
    response: {
      200: {
        type: 'object',
        required: [options.list],
        properties: {
          [options.list]: {
            type: 'array',
            items: {
              type: 'object',
              ...options.item,
              properties: {
                id: { type: 'string' },
                ...options.item.properties,
                created_at: createdAt,
              },
            },
          },
        },
      },
      ...errors,
      404: errors[400],
    },
  };
}

/** Row ids as strings (bigserial) and times as ISO 8601. */
function plain<T extends { id: string | number; created_at: Date }>(row: T) {
  return { ...row, id: String(row.id), created_at: row.created_at.toISOString() };
}

export async function devCapturedRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  app.get<{ Querystring: { phone: string; limit?: string } }>(
    '/api/dev/leads',
    {
      config: { messages },
      schema: readBackSchema({
        summary: 'Leads stored for a mobile number',
        query: { phone: phoneParam },
        required: ['phone'],
        list: 'leads',
        item: {
          required: ['id', 'name', 'phone', 'product_type', 'created_at'],
          properties: {
            name: { type: 'string' },
            phone: { type: 'string' },
            product_type: { type: 'string' },
          },
        },
      }),
    },
    async (request) => {
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .where('phone', '=', request.query.phone)
        .orderBy('id', 'desc')
        .limit(rowLimit(request.query.limit))
        .execute();
      return { leads: rows.map(plain) };
    },
  );

  app.get<{ Querystring: { email?: string; phone?: string; limit?: string } }>(
    '/api/dev/careers',
    {
      config: { messages },
      schema: readBackSchema({
        summary:
          'Career applications for an e-mail or mobile, each with a signed get URL of its resume',
        query: { email: emailParam, phone: phoneParam },
        list: 'applications',
        item: {
          required: ['id', 'first_name', 'last_name', 'phone', 'location', 'created_at'],
          properties: {
            first_name: { type: 'string' },
            last_name: { type: 'string' },
            email: nullableString,
            phone: { type: 'string' },
            location: { type: 'string' },
            linkedin: nullableString,
            resume: {
              type: 'object',
              nullable: true,
              description: 'the uploaded resume; `url` is a signed get URL (15 min)',
              properties: {
                key: { type: 'string' },
                content_type: { type: 'string' },
                size: { type: 'integer' },
                url: { type: 'string' },
              },
            },
          },
        },
      }),
    },
    async (request) => {
      const { email, phone } = request.query;
      if (!email && !phone) throw badRequest(devMessages.emailOrPhone);
      let query = db
        .selectFrom('career_applications as c')
        .leftJoin('uploads as u', 'u.key', 'c.resume_key')
        .select([
          'c.id',
          'c.first_name',
          'c.last_name',
          'c.email',
          'c.phone',
          'c.location',
          'c.linkedin',
          'c.resume_key',
          'c.created_at',
          'u.owner',
          'u.content_type',
          'u.size',
        ]);
      if (email) query = query.where('c.email', '=', email);
      if (phone) query = query.where('c.phone', '=', phone);
      const rows = await query
        .orderBy('c.id', 'desc')
        .limit(rowLimit(request.query.limit))
        .execute();
      return {
        applications: rows.map(({ owner, content_type, size, resume_key, ...r }) => ({
          ...plain(r),
          resume:
            resume_key && owner && content_type && size !== null
              ? {
                  key: resume_key,
                  content_type,
                  size,
                  url: signedUrl(config.secrets.storageKey, 'get', resume_key, owner),
                }
              : null,
        })),
      };
    },
  );

  app.get<{ Querystring: { email?: string; phone?: string; limit?: string } }>(
    '/api/dev/contact-requests',
    {
      config: { messages },
      schema: readBackSchema({
        summary: 'Contact and customer-support requests for a mobile or e-mail',
        query: { phone: phoneParam, email: emailParam },
        list: 'requests',
        item: {
          required: ['id', 'name', 'request_type', 'created_at'],
          properties: {
            name: { type: 'string' },
            phone: nullableString,
            email: nullableString,
            request_type: { type: 'string' },
            query: nullableString,
          },
        },
      }),
    },
    async (request) => {
      const { email, phone } = request.query;
      if (!email && !phone) throw badRequest(devMessages.emailOrPhone);
      let query = db.selectFrom('contact_requests').selectAll();
      if (email) query = query.where('email', '=', email);
      if (phone) query = query.where('phone', '=', phone);
      const rows = await query.orderBy('id', 'desc').limit(rowLimit(request.query.limit)).execute();
      return { requests: rows.map(plain) };
    },
  );

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
