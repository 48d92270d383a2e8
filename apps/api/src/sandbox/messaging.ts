import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/index.ts';
import { maskEmail, maskPhone } from '../lib/mask.ts';
import { preparedRows } from '../lib/sql.ts';
import type { MessageSender } from '../providers/messaging.ts';

/** Every OTP sent writes one: prepared once per connection. */
const insertIntoOutbox =
  'insert into outbox (channel, destination, subject, body) values ($1, $2, $3, $4)';

/**
 * Sandbox delivery: notes in the server log that a message went (the destination masked, never
 * its text: it may carry a code) and, outside production, writes it to the development outbox
 * that `GET /api/dev/outbox` shows.
 */
export function sandboxMessaging(db: DB, log: FastifyBaseLogger, outbox: boolean): MessageSender {
  return {
    async send(message) {
      if (message.channel !== 'captcha') {
        const to =
          message.channel === 'email'
            ? maskEmail(message.destination)
            : maskPhone(message.destination);
        log.info(
          { channel: message.channel, to, subject: message.subject },
          `sandbox ${message.channel} sent (text in the development outbox only)`,
        );
      }
      if (outbox) {
        const { channel, destination, subject, body } = message;
        await preparedRows(db, insertIntoOutbox, [channel, destination, subject, body]);
      }
    },
  };
}
