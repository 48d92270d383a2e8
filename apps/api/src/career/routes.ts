import {
  type CareerRequest,
  careerRouteMessages,
  jsonPatterns,
  submitCareerEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { formCheck } from '../lib/forms.ts';
import { badRequest } from '../lib/http.ts';
import { body, errors, successOnly } from '../lib/schemas.ts';
import { claimUpload, OWNER_COOKIE } from '../storage/uploads.ts';

const checkCareer = formCheck(submitCareerEndpoint.schema, [
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'linkedin',
]);

export async function careersRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.post<{ Body: CareerRequest }>(
    submitCareerEndpoint.path,
    {
      config: {
        rateLimit: 'lead',
        messages: {
          _default: careerRouteMessages.required,
          _required: careerRouteMessages.required,
          phone: careerRouteMessages.phoneInvalid,
          email: careerRouteMessages.emailInvalid,
          linkedin: careerRouteMessages.linkedinInvalid,
          resume_key: careerRouteMessages.resume,
        },
      },
      schema: {
        tags: ['careers'],
        summary: 'Career profile with the key of the uploaded resume (PDF)',
        body: body(['first_name', 'last_name', 'phone', 'location'], {
          first_name: {
            type: 'string',
            minLength: 1,
            maxLength: 100,
            pattern: jsonPatterns.safeText,
          },
          last_name: {
            type: 'string',
            minLength: 1,
            maxLength: 100,
            pattern: jsonPatterns.safeText,
          },
          email: {
            anyOf: [{ type: 'string', maxLength: 254, pattern: jsonPatterns.email }, { const: '' }],
          },
          phone: { type: 'string', pattern: jsonPatterns.mobile10 },
          location: {
            type: 'string',
            minLength: 1,
            maxLength: 100,
            pattern: jsonPatterns.safeText,
          },
          linkedin: {
            anyOf: [
              { type: 'string', maxLength: 200, pattern: jsonPatterns.linkedin },
              { const: '' },
            ],
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
      if (required.some((v) => v === '')) throw badRequest(careerRouteMessages.required);
      await db.transaction().execute(async (tx) => {
        // The resume: an upload this browser made for its application, a PDF, used once.
        const resumeKey = b.resume_key
          ? await claimUpload(tx, {
              id: b.resume_key,
              owner: request.cookies[OWNER_COOKIE],
              journey: 'career',
              pdfOnly: true,
            })
          : null;
        if (b.resume_key && !resumeKey) throw badRequest(careerRouteMessages.resume, 'resume_key');
        await tx
          .insertInto('career_applications')
          .values({
            first_name: b.first_name.trim(),
            last_name: b.last_name.trim(),
            email: b.email || null,
            phone: b.phone,
            location: b.location.trim(),
            linkedin: b.linkedin || null,
            resume_key: resumeKey,
          })
          .execute();
      });
      return {
        success: true,
        message: careerRouteMessages.thanks,
      };
    },
  );
}
