import {
  type CareerRequest,
  careerRouteMessages,
  submitCareerEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { formCheck } from '../lib/forms.ts';
import { badRequest } from '../lib/http.ts';
import { errors, successOnly } from '../lib/schemas.ts';
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
        messages: submitCareerEndpoint.fieldMessages,
      },
      schema: {
        tags: ['careers'],
        summary: 'Career profile with the key of the uploaded resume (PDF)',
        body: submitCareerEndpoint.body,
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
