import { apiMessages, captchaAudioEndpoint, captchaEndpoint } from '@company/forms/contracts';
import { type Language, languages } from '@company/forms/i18n';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/http.ts';
import { errorResponse, errors, successWithData } from '../lib/schemas.ts';

export async function captchaRoutes(app: FastifyInstance) {
  const { services } = app.ctx;
  app.get(
    captchaEndpoint.path,
    {
      config: { rateLimit: 'captcha' },
      schema: {
        tags: ['mandate and payment'],
        summary:
          'A new captcha: a PNG image (data URI) of warped glyphs over noise and an opaque id; single use, 5 minutes',
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

  app.get<{ Params: { captchaId: string }; Querystring: { lang?: Language } }>(
    captchaAudioEndpoint.path,
    {
      config: { rateLimit: 'captcha' },
      schema: {
        tags: ['mandate and payment'],
        summary:
          'The captcha read aloud (audio/wav), synthesised for this request in a random voice over a quiet murmur; until it is used or expires',
        params: {
          type: 'object',
          properties: { captchaId: { type: 'string', maxLength: 64 } },
        },
        querystring: {
          type: 'object',
          properties: {
            lang: {
              type: 'string',
              enum: [...languages],
              description: 'the voice’s language (else the Accept-Language header’s)',
            },
          },
        },
        response: {
          200: { description: 'a WAV file', type: 'string', format: 'binary' },
          404: errorResponse,
          429: errors[429],
        },
      },
    },
    async (request, reply) => {
      const audio = await services.captcha.audio(
        request.params.captchaId,
        request.query.lang ?? request.language,
      );
      if (!audio) {
        return sendError(reply, 404, apiMessages.captchaGone);
      }
      return reply
        .type('audio/wav')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .send(audio);
    },
  );
}
