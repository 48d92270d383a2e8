import { apiMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { aesEncrypt } from '../lib/crypto.ts';
import { sendError } from '../lib/http.ts';
import { listOf, shape } from '../lib/schemas.ts';
import { devCapturedRoutes } from './captured.ts';

/** Development-only outbox of the sandbox SMS / e-mail provider (not registered in production). */
export async function devRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Every OTP and captcha answer is here: answer only a client on this machine, whatever HOST is.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      return sendError(
        reply,
        404,
        apiMessages.noRoute(request.method, request.url.split('?')[0] ?? ''),
      );
    }
  });
  await app.register(devCapturedRoutes);
  app.get<{ Querystring: { to?: string; channel?: string; limit?: number } }>(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary:
          'Messages the sandbox providers "sent" (OTPs, e-mails, captcha answers); newest first',
        querystring: {
          type: 'object',
          properties: {
            to: { type: 'string', maxLength: 254 },
            channel: { type: 'string', enum: ['sms', 'email', 'captcha'] },
            limit: { type: 'string', pattern: '^[0-9]{1,3}$' },
          },
        },
        response: {
          200: shape(
            {
              messages: listOf(
                shape({
                  id: 'string',
                  channel: 'string',
                  destination: 'string',
                  subject: 'string',
                  body: 'string',
                  code: 'string',
                  created_at: 'date-time',
                }),
              ),
            },
            ['messages'],
          ),
        },
      },
    },
    async (request) => {
      // A code sent after its answer (send-otp) is read only once it is in the outbox.
      await app.ctx.services.otp.delivered();
      let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc');
      if (request.query.to) query = query.where('destination', '=', request.query.to);
      if (request.query.channel) query = query.where('channel', '=', request.query.channel);
      const rows = await query.limit(Number(request.query.limit ?? 50) || 50).execute();
      return {
        messages: rows.map((r) => ({
          ...r,
          id: String(r.id),
          code: r.channel === 'captcha' ? r.body : (/\b([0-9]{6})\b/.exec(r.body)?.[1] ?? ''),
          created_at: r.created_at.toISOString(),
        })),
      };
    },
  );

  app.get<{ Querystring: { type: string } }>(
    '/api/dev/channel-id',
    {
      schema: {
        tags: ['development'],
        summary: 'An encrypted channel id for /enquiry?id=… (development only)',
        querystring: {
          type: 'object',
          required: ['type'],
          properties: { type: { type: 'string', pattern: '^[0-9]{1,2}$' } },
        },
        response: { 200: shape({ id: 'string' }) },
      },
    },
    async (request) => ({
      id: aesEncrypt(app.ctx.config.secrets.channelIdKey, String(Number(request.query.type))),
    }),
  );
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}
