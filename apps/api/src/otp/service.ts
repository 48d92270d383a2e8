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

// One statement, with no transaction around it: the upsert of the number's row locks that row and
// checks the resend wait and the hourly cap on its latest version (a send to the same number waits
// for the one before it to commit, then sees it), and only a claimed send supersedes the codes
// still open and stores the new one. Written once and prepared: parsing and planning it on every
// send cost the embedded database more than running it.
// Parameters: destination, channel, the new code's id, its hash.
const sendWithinLimits = `
  with claimed as (
    insert into otp_sends as s (channel, destination, sent_at)
    values ($2, $1, array[now()])
    on conflict (channel, destination) do update
    set sent_at = array(
          select t from unnest(s.sent_at) as t where t > now() - interval '1 hour' order by t
        ) || now()
    where (select count(*) from unnest(s.sent_at) as t where t > now() - interval '1 hour')
            < ${OTP_MAX_SENDS_PER_HOUR}
      and (select max(t) from unnest(s.sent_at) as t)
            <= now() - interval '${OTP_RESEND_SECONDS} seconds'
    returning 1
  ), superseded as (
    update otps set superseded_at = now()
    where destination = $1 and channel = $2
      and superseded_at is null and verified_at is null
      and exists (select 1 from claimed)
  ), stored as (
    insert into otps (id, channel, destination, code_hash, expires_at)
    select $3, $2, $1, $4, now() + interval '${OTP_TTL_SECONDS} seconds' from claimed
    returning id
  )
  select exists (select 1 from stored) as stored`;

// Only for a refused send, after the statement: which limit refused it, read from the committed
// row (the statement's own snapshot may predate the send that refused it).
// Parameters: destination, channel.
const sendsOfTheHour = `
  select count(*)::int as sends, extract(epoch from now() - max(t))::float8 as since
  from otp_sends, unnest(sent_at) as t
  where destination = $1 and channel = $2 and t > now() - interval '1 hour'`;

/**
 * One-time passwords: 6 digits, stored hashed, 5 minutes, 5 attempts per code, a new code at most
 * every 59 s and 5 per destination per hour. All state is in the database (shared by instances);
 * sends to one destination take turns on its row of `otp_sends`.
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
      const [sent] = await preparedRows<{ stored: boolean }>(db, sendWithinLimits, [
        destination,
        channel,
        id,
        codeHash(signingKey, id, code),
      ]);
      if (!sent) throw new Error('the OTP statement returned no row');
      if (!sent.stored) {
        const [recent] = await preparedRows<{ sends: number; since: number | null }>(
          db,
          sendsOfTheHour,
          [destination, channel],
        );
        const since = recent?.since ?? null;
        if (since !== null && since < OTP_RESEND_SECONDS) {
          const wait = Math.ceil(OTP_RESEND_SECONDS - Math.max(0, since));
          throw new HttpError(429, otpMessages.wait(wait), { retryAfter: wait });
        }
        if ((recent?.sends ?? 0) >= OTP_MAX_SENDS_PER_HOUR)
          throw new HttpError(429, otpMessages.hourly, { retryAfter: 3600 });
        // Neither holds any more: the last send aged past a limit between the two statements.
        throw new HttpError(429, otpMessages.wait(1), { retryAfter: 1 });
      }
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
