import { otpMessages } from '@company/forms/contracts';
import { sql } from 'kysely';
import type { DB } from '../db/index.ts';
import { hmac, randomDigits, randomId, safeEqual } from '../lib/crypto.ts';
import { HttpError } from '../lib/http.ts';
import { secondsFromNow } from '../lib/sql.ts';
import { type MessageSender, otpText } from '../providers/messaging.ts';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 59;
export const OTP_MAX_SENDS_PER_HOUR = 5;

export type OtpResult = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'locked' };

function codeHash(key: string, id: string, code: string): string {
  return hmac(key, `otp:${id}:${code}`);
}

/**
 * One-time passwords: 6 digits, stored hashed, 5 minutes, 5 attempts per code, a new code at most
 * every 59 s and 5 per destination per hour. All state is in the database (shared by instances);
 * sends to one destination are serialised with an advisory lock.
 */
export function otpService(
  db: DB,
  signingKey: string,
  messaging: MessageSender,
  webOtpDomain = 'localhost',
) {
  return {
    async send(channel: 'sms' | 'email', destination: string, what: string): Promise<void> {
      const code = randomDigits(6);
      await db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`otp:${destination}`}))`.execute(tx);
        const recent = await tx
          .selectFrom('otps')
          .select([
            sql<number>`count(*)::int`.as('sends'),
            sql<number | null>`extract(epoch from now() - max(created_at))::float8`.as('since'),
          ])
          .where('destination', '=', destination)
          .where('channel', '=', channel)
          .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
          .executeTakeFirstOrThrow();
        if (recent.since !== null && recent.since < OTP_RESEND_SECONDS) {
          const wait = Math.ceil(OTP_RESEND_SECONDS - recent.since);
          throw new HttpError(429, otpMessages.wait(wait), { retryAfter: wait });
        }
        if (recent.sends >= OTP_MAX_SENDS_PER_HOUR)
          throw new HttpError(429, otpMessages.hourly, { retryAfter: 3600 });
        await tx
          .updateTable('otps')
          .set({ superseded_at: sql<Date>`now()` })
          .where('destination', '=', destination)
          .where('channel', '=', channel)
          .where('superseded_at', 'is', null)
          .where('verified_at', 'is', null)
          .execute();
        const id = randomId(16);
        await tx
          .insertInto('otps')
          .values({
            id,
            channel,
            destination,
            code_hash: codeHash(signingKey, id, code),
            expires_at: secondsFromNow(OTP_TTL_SECONDS),
          })
          .execute();
      });
      const text = `${code} is your OTP for ${what}. It is valid for 5 minutes. Do not share it with anyone.`;
      await messaging.send({
        channel,
        destination,
        subject: `Your OTP for ${what}`,
        body: channel === 'sms' ? otpText(text, webOtpDomain, code) : text,
        template: 'otp',
      });
    },

    /** Checks a code; every check counts as an attempt, and a code verifies at most once. */
    async verify(channel: 'sms' | 'email', destination: string, code: string): Promise<OtpResult> {
      const current = await db
        .selectFrom('otps')
        .select(['id', sql<boolean>`expires_at <= now()`.as('expired')])
        .where('destination', '=', destination)
        .where('channel', '=', channel)
        .where('superseded_at', 'is', null)
        .where('verified_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!current) return { ok: false, reason: 'invalid' };
      if (current.expired) return { ok: false, reason: 'expired' };
      const counted = await db
        .updateTable('otps')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('id', '=', current.id)
        .where('attempts', '<', OTP_MAX_ATTEMPTS)
        .where('verified_at', 'is', null)
        .returning(['code_hash'])
        .executeTakeFirst();
      if (!counted) return { ok: false, reason: 'locked' };
      if (
        !/^[0-9]{6}$/.test(code) ||
        !safeEqual(counted.code_hash, codeHash(signingKey, current.id, code))
      ) {
        return { ok: false, reason: 'invalid' };
      }
      const used = await db
        .updateTable('otps')
        .set({ verified_at: sql<Date>`now()` })
        .where('id', '=', current.id)
        .where('verified_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return used ? { ok: true } : { ok: false, reason: 'invalid' };
    },
  };
}

export type OtpService = ReturnType<typeof otpService>;

export function otpFailureMessage(reason: 'invalid' | 'expired' | 'locked'): string {
  return otpMessages[reason];
}
