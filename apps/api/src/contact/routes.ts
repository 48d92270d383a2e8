import { customerSupportMessages, customerSupportSchema } from '@company/forms';
import type { FastifyInstance } from 'fastify';
import { formCheck } from '../lib/forms.ts';
import { badRequest } from '../lib/http.ts';
import { body, EMAIL, errors, SAFE_TEXT, successOnly } from '../lib/schemas.ts';

export const contactMessages = {
  ...customerSupportMessages,
  requestType: 'Please select a valid Request Type',
} as const;

const checkSupport = formCheck(customerSupportSchema, ['firstName', 'phone', 'email', 'query']);

interface ContactBody {
  name?: string;
  first_name?: string;
  phone?: string;
  email?: string;
  request_type?: string;
  query?: string;
}

/** Contact and customer-support requests (`/customer-support` sends request_type 'Customer Support'). */
export async function contactRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.post<{ Body: ContactBody }>(
    '/api/v1/bb/users/contact-us',
    {
      config: {
        rateLimit: 'lead',
        messages: {
          _default: contactMessages.firstNameRequired,
          name: contactMessages.firstNameRequired,
          first_name: contactMessages.firstNameRequired,
          phone: contactMessages.phoneInvalid,
          email: contactMessages.emailInvalid,
          request_type: contactMessages.requestType,
          query: contactMessages.queryInvalid,
        },
      },
      schema: {
        tags: ['contact'],
        summary:
          'Customer-support request (first_name or name, phone, email?, request_type, query?)',
        body: body([], {
          name: { type: 'string', maxLength: 100, pattern: SAFE_TEXT },
          first_name: { type: 'string', maxLength: 100, pattern: SAFE_TEXT },
          phone: { type: 'string', maxLength: 20 },
          email: { anyOf: [{ type: 'string', maxLength: 254, pattern: EMAIL }, { const: '' }] },
          request_type: { type: 'string', minLength: 1, maxLength: 100, pattern: SAFE_TEXT },
          query: { type: 'string', maxLength: 2000, pattern: SAFE_TEXT },
        }),
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
      if (!requestType) throw badRequest(contactMessages.requestType, 'request_type');
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
        message: 'Thank you for your interest. Our team will get in touch with you soon.',
      };
    },
  );
}
