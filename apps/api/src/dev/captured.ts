import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http.ts';
import { signedUrl } from '../storage/service.ts';
import { capturedJourneyRoutes } from './captured-journeys.ts';
import {
  devMessages,
  emailParam,
  messages,
  nullableString,
  phoneParam,
  plain,
  readBackSchema,
  rowLimit,
} from './read-back.ts';

/**
 * Development-only read-back of what the site's forms stored (leads, career applications with
 * their resume, contact / support requests, payment orders), so end-to-end tests and people trying the site
 * locally can check a submission through the API. Registered by `devRoutes`, so absent in
 * production like the outbox.
 */
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

  capturedJourneyRoutes(app);
}
