import {
  jsonPatterns,
  leadRouteMessages,
  type RequestOf,
  submitLeadEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { formCheck } from '../lib/forms.ts';
import { badRequest } from '../lib/http.ts';
import { body, errors, successWithData } from '../lib/schemas.ts';

const checkLead = formCheck(submitLeadEndpoint.schema, ['name', 'phone']);

export async function leadsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.post<{ Body: RequestOf<typeof submitLeadEndpoint> }>(
    submitLeadEndpoint.path,
    {
      config: {
        rateLimit: 'lead',
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
      const row = await db
        .insertInto('leads')
        .values({ name, phone: request.body.phone, product_type: productType })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { success: true, data: { success: true, id: String(row.id) } };
    },
  );
}
