import { otpMessages } from '@company/forms/contracts';
import { sql } from 'kysely';
import type { DB } from '../db/index.ts';
import { hmac, randomDigits, randomId, safeEqual } from '../lib/crypto.ts';
import { HttpError } from '../lib/http.ts';
import { preparedRows } from '../lib/sql.ts';
import { type MessageSender, otpText } from '../providers/messaging.ts';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 59;
export const OTP_MAX_SENDS_PER_HOUR = 5;

export type OtpResult = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'locked' };

function codeHash(key: string, id: string, code: string): string {
  return hmac(key, `otp:${id}:${code}`);
}

// The lock comes first, in its own statement: the next statement's snapshot then sees every send
// committed before it, so two sends to one number can never both pass. Parameter: the key.
const lockDestination = 'select pg_advisory_xact_lock(hashtext($1))';

// One statement checks the resend wait and the hourly cap, supersedes the codes still open and
// stores the new one (three round trips were most of a send's time). Written once and prepared:
// parsing and planning it on every send cost the embedded database more than running it.
// Parameters: destination, channel, the new code's id, its hash.
const sendWithinLimits = `
  with recent as (
    select count(*)::int as sends,
           extract(epoch from now() - max(created_at))::float8 as since
    from otps
    where destination = $1 and channel = $2
      and created_at > now() - interval '1 hour'
  ), allowed as (
    select (since is null or since >= ${OTP_RESEND_SECONDS})
           and sends < ${OTP_MAX_SENDS_PER_HOUR} as ok
    from recent
  ), superseded as (
    update otps set superseded_at = now()
    where destination = $1 and channel = $2
      and superseded_at is null and verified_at is null
      and (select ok from allowed)
  ), stored as (
    insert into otps (id, channel, destination, code_hash, expires_at)
    select $3, $2, $1, $4, now() + interval '${OTP_TTL_SECONDS} seconds'
    where (select ok from allowed)
    returning id
  )
  select sends, since, exists (select 1 from stored) as stored from recent`;

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
      const id = randomId(16);
      await db.transaction().execute(async (tx) => {
        await preparedRows(tx, lockDestination, [`otp:${destination}`]);
        const rows = await preparedRows<{ sends: number; since: number | null; stored: boolean }>(
          tx,
          sendWithinLimits,
          [destination, channel, id, codeHash(signingKey, id, code)],
        );
        const recent = rows[0];
        if (!recent) throw new Error('the OTP statement returned no row');
        if (recent.stored) return;
        if (recent.since !== null && recent.since < OTP_RESEND_SECONDS) {
          const wait = Math.ceil(OTP_RESEND_SECONDS - recent.since);
          throw new HttpError(429, otpMessages.wait(wait), { retryAfter: wait });
        }
        throw new HttpError(429, otpMessages.hourly, { retryAfter: 3600 });
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
