import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http.ts';
import { EMAIL, errors, MOBILE10 } from '../lib/schemas.ts';
import { signedUrl } from '../storage/service.ts';

/**
 * Development-only read-back of what the site's forms stored (leads, career applications with
 * their resume, contact / support requests), so end-to-end tests and people trying the site
 * locally can check a submission through the API. Registered by `devRoutes`, so absent in
 * production like the outbox.
 */

export const devMessages = {
  phone: 'phone must be a 10-digit mobile number starting with 6-9, e.g. ?phone=9876543210',
  phoneRequired: 'phone is required, e.g. ?phone=9876543210',
  email: 'email must be a valid e-mail address, e.g. ?email=asha.patil@example.com',
  limit: 'limit must be a number from 1 to 200',
  emailOrPhone: 'give ?email= or ?phone= (a 10-digit mobile number)',
} as const;

const MAX_ROWS = 200;

const phoneParam = { type: 'string', pattern: MOBILE10, description: '10-digit mobile number' };
const emailParam = { type: 'string', maxLength: 254, pattern: EMAIL };
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
const notFound = { 404: errors[400] };

function rowLimit(limit: string | undefined): number {
  const n = limit === undefined ? 50 : Number(limit);
  if (!Number.isInteger(n) || n < 1 || n > MAX_ROWS) throw badRequest(devMessages.limit, 'limit');
  return n;
}

function listOf(name: string, item: Record<string, unknown>) {
  return {
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'array', items: { type: 'object', ...item } } },
  };
}

export async function devCapturedRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  app.get<{ Querystring: { phone: string; limit?: string } }>(
    '/api/dev/leads',
    {
      config: { messages },
      schema: {
        tags: ['development'],
        summary: 'Leads stored for a mobile number, newest first (development only)',
        querystring: {
          type: 'object',
          required: ['phone'],
          additionalProperties: false,
          properties: { phone: phoneParam, limit: limitParam },
        },
        response: {
          200: listOf('leads', {
            required: ['id', 'name', 'phone', 'product_type', 'created_at'],
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              phone: { type: 'string' },
              product_type: { type: 'string' },
              created_at: createdAt,
            },
          }),
          ...errors,
          ...notFound,
        },
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .where('phone', '=', request.query.phone)
        .orderBy('id', 'desc')
        .limit(rowLimit(request.query.limit))
        .execute();
      return {
        leads: rows.map((r) => ({
          ...r,
          id: String(r.id),
          created_at: r.created_at.toISOString(),
        })),
      };
    },
  );

  app.get<{ Querystring: { email?: string; phone?: string; limit?: string } }>(
    '/api/dev/careers',
    {
      config: { messages },
      schema: {
        tags: ['development'],
        summary:
          'Career applications for an e-mail or mobile, newest first, each with a signed URL of its resume (development only)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { email: emailParam, phone: phoneParam, limit: limitParam },
        },
        response: {
          200: listOf('applications', {
            required: ['id', 'first_name', 'last_name', 'phone', 'location', 'created_at'],
            properties: {
              id: { type: 'string' },
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
              created_at: createdAt,
            },
          }),
          ...errors,
          ...notFound,
        },
      },
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
          ...r,
          id: String(r.id),
          resume:
            resume_key && owner && content_type && size !== null
              ? {
                  key: resume_key,
                  content_type,
                  size,
                  url: signedUrl(config.secrets.storageKey, 'get', resume_key, owner),
                }
              : null,
          created_at: r.created_at.toISOString(),
        })),
      };
    },
  );

  app.get<{ Querystring: { email?: string; phone?: string; limit?: string } }>(
    '/api/dev/contact-requests',
    {
      config: { messages },
      schema: {
        tags: ['development'],
        summary:
          'Contact and customer-support requests for a mobile or e-mail, newest first (development only)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { phone: phoneParam, email: emailParam, limit: limitParam },
        },
        response: {
          200: listOf('requests', {
            required: ['id', 'name', 'request_type', 'created_at'],
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              phone: nullableString,
              email: nullableString,
              request_type: { type: 'string' },
              query: nullableString,
              created_at: createdAt,
            },
          }),
          ...errors,
          ...notFound,
        },
      },
    },
    async (request) => {
      const { email, phone } = request.query;
      if (!email && !phone) throw badRequest(devMessages.emailOrPhone);
      let query = db.selectFrom('contact_requests').selectAll();
      if (email) query = query.where('email', '=', email);
      if (phone) query = query.where('phone', '=', phone);
      const rows = await query.orderBy('id', 'desc').limit(rowLimit(request.query.limit)).execute();
      return {
        requests: rows.map((r) => ({
          ...r,
          id: String(r.id),
          created_at: r.created_at.toISOString(),
        })),
      };
    },
  );
}
