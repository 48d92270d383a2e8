import {
  type ContactRequest,
  contactRouteMessages,
  submitContactEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { formCheck } from '../lib/forms.ts';
import { badRequest } from '../lib/http.ts';
import { errors, successOnly } from '../lib/schemas.ts';

const checkSupport = formCheck(submitContactEndpoint.schema, [
  'firstName',
  'phone',
  'email',
  'query',
]);

/** Contact and customer-support requests (`/customer-support` sends request_type 'Customer Support'). */
export async function contactRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.post<{ Body: ContactRequest }>(
    submitContactEndpoint.path,
    {
      config: {
        rateLimit: 'lead',
        messages: submitContactEndpoint.fieldMessages,
      },
      schema: {
        tags: ['contact'],
        summary:
          'Customer-support request (first_name or name, phone, email?, request_type, query?)',
        body: submitContactEndpoint.body,
        response: { 200: successOnly, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      checkSupport({
        firstName: b.first_name ?? b.name,
        phone: b.phone,
        email: b.email,
        query: b.query,
      });
      const name = (b.first_name ?? b.name ?? '').trim();
      const requestType = (b.request_type ?? 'Customer Support').trim();
      if (!requestType) throw badRequest(contactRouteMessages.requestType, 'request_type');
      await db
        .insertInto('contact_requests')
        .values({
          name,
          phone: b.phone!.trim(),
          email: b.email || null,
          request_type: requestType,
          query: b.query?.trim() || null,
        })
        .execute();
      return {
        success: true,
        message: contactRouteMessages.thanks,
      };
    },
  );
}
