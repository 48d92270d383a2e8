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
import { rateLimited, windowStart } from '../lib/rate-limit.ts';
import { body, errors, successWithData } from '../lib/schemas.ts';

const checkLead = formCheck(submitLeadEndpoint.schema, ['name', 'phone']);

export async function leadsRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  app.post<{ Body: RequestOf<typeof submitLeadEndpoint> }>(
    submitLeadEndpoint.path,
    {
      config: {
        rateLimit: 'lead',
        rateLimitInline: true,
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
      // One statement counts the rate-limit hit and stores the lead (only when within the limit).
      const result = await sql<{ id: string }>`
        with hit as (
          insert into rate_limits (bucket, window_start, count)
          values (${`lead:${request.ip}`}, ${windowStart()}, 1)
          on conflict (bucket, window_start) do update set count = rate_limits.count + 1
          returning count
        )
        insert into leads (name, phone, product_type)
        select ${name}, ${request.body.phone}, ${productType} from hit
        where hit.count <= ${config.rateLimits.lead}
        returning id`.execute(db);
      const row = result.rows[0];
      if (!row) throw rateLimited();
      return { success: true, data: { success: true, id: String(row.id) } };
    },
  );
}
