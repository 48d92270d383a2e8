import { careerSchema } from '@company/forms';
import type { FastifyInstance } from 'fastify';
import { formCheck } from '../lib/forms.ts';
import { badRequest } from '../lib/http.ts';
import { body, EMAIL, errors, MOBILE10, SAFE_TEXT, successOnly } from '../lib/schemas.ts';

/** Messages as in @company/forms `careerMessages`. */
export const careerMessages = {
  required: 'Please fill the required fields!',
  phoneInvalid: 'Please enter a valid 10-digit mobile number',
  emailInvalid: 'Please enter a valid email address',
  linkedinInvalid: 'Please enter a valid LinkedIn profile link',
  tooLong: 'Please keep each answer to 100 characters or fewer',
  resume: 'Please upload your resume as a PDF of at most 5 MB',
} as const;

const LINKEDIN = '^(?:https?://)?(?:[a-z]{2,3}\\.)?linkedin\\.com/\\S+$';

interface CareerBody {
  first_name: string;
  last_name: string;
  email?: string;
  phone: string;
  location: string;
  linkedin?: string;
  resume_key?: string;
}

const checkCareer = formCheck(careerSchema, [
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'linkedin',
]);

export async function careersRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.post<{ Body: CareerBody }>(
    '/api/v1/bb/users/career',
    {
      config: {
        rateLimit: 'lead',
        messages: {
          _default: careerMessages.required,
          _required: careerMessages.required,
          phone: careerMessages.phoneInvalid,
          email: careerMessages.emailInvalid,
          linkedin: careerMessages.linkedinInvalid,
          resume_key: careerMessages.resume,
        },
      },
      schema: {
        tags: ['careers'],
        summary: 'Career profile with the key of the uploaded resume (PDF)',
        body: body(['first_name', 'last_name', 'phone', 'location'], {
          first_name: { type: 'string', minLength: 1, maxLength: 100, pattern: SAFE_TEXT },
          last_name: { type: 'string', minLength: 1, maxLength: 100, pattern: SAFE_TEXT },
          email: { anyOf: [{ type: 'string', maxLength: 254, pattern: EMAIL }, { const: '' }] },
          phone: { type: 'string', pattern: MOBILE10 },
          location: { type: 'string', minLength: 1, maxLength: 100, pattern: SAFE_TEXT },
          linkedin: {
            anyOf: [{ type: 'string', maxLength: 200, pattern: LINKEDIN }, { const: '' }],
          },
          resume_key: { type: 'string', minLength: 1, maxLength: 300 },
        }),
        response: { 200: successOnly, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      checkCareer({
        firstName: b.first_name,
        lastName: b.last_name,
        email: b.email,
        phone: b.phone,
        location: b.location,
        linkedin: b.linkedin,
      });
      const required = [b.first_name, b.last_name, b.location].map((v) => v.trim());
      if (required.some((v) => v === '')) throw badRequest(careerMessages.required);
      if (b.resume_key) {
        const upload = await db
          .selectFrom('uploads')
          .select('content_type')
          .where('key', '=', b.resume_key)
          .executeTakeFirst();
        if (upload?.content_type !== 'application/pdf') {
          throw badRequest(careerMessages.resume, 'resume_key');
        }
      }
      await db
        .insertInto('career_applications')
        .values({
          first_name: b.first_name.trim(),
          last_name: b.last_name.trim(),
          email: b.email || null,
          phone: b.phone,
          location: b.location.trim(),
          linkedin: b.linkedin || null,
          resume_key: b.resume_key ?? null,
        })
        .execute();
      return {
        success: true,
        message: 'Thank you for your interest. Our team will get in touch with you soon.',
      };
    },
  );
}
