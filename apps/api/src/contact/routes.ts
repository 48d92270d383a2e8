import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http.ts';
import { body, EMAIL, errors, MOBILE10, SAFE_TEXT, successOnly } from '../lib/schemas.ts';

export const contactMessages = {
  nameRequired: 'This field is Required!!!',
  phoneInvalid: 'Please enter a valid 10-digit mobile number',
  emailInvalid: 'Please enter a valid email address',
  contactRequired: 'Please enter your phone number or email address',
  requestType: 'Please select a valid Request Type',
  queryTooLong: 'Please keep your query to 2000 characters or fewer',
} as const;

interface ContactBody {
  name?: string;
  first_name?: string;
  phone?: string;
  email?: string;
  request_type: string;
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
          name: contactMessages.nameRequired,
          first_name: contactMessages.nameRequired,
          phone: contactMessages.phoneInvalid,
          email: contactMessages.emailInvalid,
          request_type: contactMessages.requestType,
          query: contactMessages.queryTooLong,
        },
      },
      schema: {
        tags: ['contact'],
        summary: 'Contact or customer-support request (name or first_name; phone or e-mail)',
        body: body(['request_type'], {
          name: { type: 'string', maxLength: 100, pattern: SAFE_TEXT },
          first_name: { type: 'string', maxLength: 100, pattern: SAFE_TEXT },
          phone: { anyOf: [{ type: 'string', pattern: MOBILE10 }, { const: '' }] },
          email: { anyOf: [{ type: 'string', maxLength: 254, pattern: EMAIL }, { const: '' }] },
          request_type: { type: 'string', minLength: 1, maxLength: 100, pattern: SAFE_TEXT },
          query: { type: 'string', maxLength: 2000, pattern: SAFE_TEXT },
        }),
        response: { 200: successOnly, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      const name = (b.name ?? b.first_name ?? '').trim();
      if (!name) throw badRequest(contactMessages.nameRequired, 'name');
      if (!b.phone && !b.email) throw badRequest(contactMessages.contactRequired, 'phone');
      const requestType = b.request_type.trim();
      if (!requestType) throw badRequest(contactMessages.requestType, 'request_type');
      await db
        .insertInto('contact_requests')
        .values({
          name,
          phone: b.phone || null,
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
