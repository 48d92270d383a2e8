import { captchaEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { errors, successWithData } from '../lib/schemas.ts';

export async function captchaRoutes(app: FastifyInstance) {
  const { services } = app.ctx;
  app.get(
    captchaEndpoint.path,
    {
      config: { rateLimit: 'captcha' },
      schema: {
        tags: ['mandate and payment'],
        summary: 'A new captcha: an SVG image (data URI) and an opaque id; single use, 5 minutes',
        response: {
          200: successWithData({
            required: ['captchaId', 'image'],
            properties: { captchaId: { type: 'string' }, image: { type: 'string' } },
          }),
          429: errors[429],
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, data: await services.captcha.issue() };
    },
  );
}
