import { leadSchema } from '@company/forms';
import type { FastifyInstance } from 'fastify';
import { formCheck } from '../lib/forms.ts';
import { badRequest } from '../lib/http.ts';
import { body, errors, MOBILE10, SAFE_TEXT } from '../lib/schemas.ts';

/** Messages as in @company/forms `leadMessages`. */
export const leadMessages = {
  nameRequired: 'Please enter your name',
  phoneInvalid: 'Please enter a valid 10-digit mobile number',
  productRequired: 'Please choose a product',
} as const;

const checkLead = formCheck(leadSchema, ['name', 'phone']);

export async function leadsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.post<{ Body: { name: string; phone: string; product_type: string } }>(
    '/api/v1/bb/users/product-queries',
    {
      config: {
        rateLimit: 'lead',
        messages: {
          name: leadMessages.nameRequired,
          phone: leadMessages.phoneInvalid,
          product_type: leadMessages.productRequired,
        },
      },
      schema: {
        tags: ['leads'],
        summary: 'Lead capture from the Apply Now dialog',
        body: body(['name', 'phone', 'product_type'], {
          name: { type: 'string', minLength: 1, maxLength: 100, pattern: SAFE_TEXT },
          phone: { type: 'string', pattern: MOBILE10 },
          product_type: { type: 'string', minLength: 1, maxLength: 100, pattern: SAFE_TEXT },
        }),
        response: {
          200: {
            type: 'object',
            required: ['success', 'data'],
            properties: {
              success: { type: 'boolean' },
              data: {
                type: 'object',
                required: ['success', 'id'],
                properties: { success: { type: 'boolean' }, id: { type: 'string' } },
              },
            },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      checkLead(request.body);
      const name = request.body.name.trim();
      const productType = request.body.product_type.trim();
      if (!name) throw badRequest(leadMessages.nameRequired, 'name');
      if (!productType) throw badRequest(leadMessages.productRequired, 'product_type');
      const row = await db
        .insertInto('leads')
        .values({ name, phone: request.body.phone, product_type: productType })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { success: true, data: { success: true, id: String(row.id) } };
    },
  );
}
