import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/index.ts';
import { maskEmail, maskPhone } from '../lib/mask.ts';
import type { MessageSender } from '../providers/messaging.ts';

/**
 * Sandbox delivery: writes the message to the server log (destination masked) and, outside
 * production, to the development outbox table that `GET /api/dev/outbox` shows.
 */
export function sandboxMessaging(db: DB, log: FastifyBaseLogger, outbox: boolean): MessageSender {
  return {
    async send(message) {
      if (message.channel !== 'captcha') {
        const to =
          message.channel === 'email'
            ? maskEmail(message.destination)
            : maskPhone(message.destination);
        log.info({ channel: message.channel, to }, `sandbox ${message.channel}: ${message.body}`);
      }
      if (outbox) {
        await db.insertInto('outbox').values(message).execute();
      }
    },
  };
}
