import {
  jsonPatterns,
  leadRouteMessages,
  type RequestOf,
  submitLeadEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { formCheck } from '../lib/forms.ts';
import { badRequest } from '../lib/http.ts';
import {
  classBucket,
  countRequest,
  countsShortWindowsInDatabase,
  markCounted,
  rateLimited,
} from '../lib/rate-limit.ts';
import { body, errors, successWithData } from '../lib/schemas.ts';
import { firstRowOf } from '../lib/sql.ts';

const checkLead = formCheck(submitLeadEndpoint.schema, ['name', 'phone']);

export async function leadsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Compiled once: building and compiling the statement for every lead cost more than a tenth
  // of the route's own work under a campaign's load. Its parameters are name, phone, product.
  const insertLead = db
    .insertInto('leads')
    .values({ name: '', phone: '', product_type: '' })
    .returning('id')
    .compile();
  // On PostgreSQL the lead's rate limit is counted in the statement that stores it: one round
  // trip instead of two (the counter's, then the lead's), and a lead is stored only if it was
  // counted within the limit. A refused lead writes no WAL (the counters are unlogged), so its
  // transaction releases the counter's row without waiting for a flush; only stored leads, at
  // most the limit per address per minute, hold it until their commit is on disk.
  // Parameters: the bucket, name, phone, product, the limit.
  const countAndInsertLead = sql<{ id: string | null }>`
    with counted as (${countRequest('')}),
    stored as (
      insert into leads (name, phone, product_type)
      select ${''}::text, ${''}::text, ${''}::text from counted
      where counted.count <= ${app.ctx.config.rateLimits.lead}::int
      returning id
    )
    select stored.id from counted left join stored on true`.compile(db);
  if (countAndInsertLead.parameters.length !== 5)
    throw new Error('the lead statement has 5 parameters');
  const countedByStatement = countsShortWindowsInDatabase(db);
  app.post<{ Body: RequestOf<typeof submitLeadEndpoint> }>(
    submitLeadEndpoint.path,
    {
      config: {
        rateLimit: 'lead',
        rateLimitCountedByRoute: true,
        messages: {
          _default: leadRouteMessages.nameRequired,
          name: leadRouteMessages.nameRequired,
          phone: leadRouteMessages.phoneInvalid,
          product_type: leadRouteMessages.productRequired,
        },
      },
      schema: {
        tags: ['leads'],
        summary: 'Lead capture from the Apply Now dialog',
        body: body(['name', 'phone', 'product_type'], {
          name: { type: 'string', minLength: 1, maxLength: 100, pattern: jsonPatterns.safeText },
          phone: { type: 'string', pattern: jsonPatterns.mobile10 },
          product_type: {
            type: 'string',
            minLength: 1,
            maxLength: 100,
            pattern: jsonPatterns.safeText,
          },
        }),
        response: {
          200: successWithData({
            required: ['success', 'id'],
            properties: { success: { type: 'boolean' }, id: { type: 'string' } },
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      checkLead(request.body);
      const name = request.body.name.trim();
      const productType = request.body.product_type.trim();
      if (!name) throw badRequest(leadRouteMessages.nameRequired, 'name');
      if (!productType) throw badRequest(leadRouteMessages.productRequired, 'product_type');
      if (countedByStatement) {
        const row = await firstRowOf(db, countAndInsertLead, [
          classBucket('lead', request),
          name,
          request.body.phone,
          productType,
          app.ctx.config.rateLimits.lead,
        ]);
        markCounted(request);
        if (row.id === null) throw rateLimited();
        return { success: true, data: { success: true, id: String(row.id) } };
      }
      const row = await firstRowOf(db, insertLead, [name, request.body.phone, productType]);
      return { success: true, data: { success: true, id: String(row.id) } };
    },
  );
}
