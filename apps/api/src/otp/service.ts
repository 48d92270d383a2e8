import { otpMessages } from '@company/forms/contracts';
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

/**
 * A send is one statement, with no transaction around it. When asked to (`toBorrowersOnly`), it
 * finds the borrower first, and sends only to a mobile a loan has. Then its upsert locks the
 * number's row, checks the resend wait and the hourly cap on the row's latest version (a send to
 * the same number waits for the one before it to commit, then sees it) and replaces the code,
 * which supersedes the one before. Written once per kind of send and prepared: parsing and
 * planning it on every send cost the embedded database more than running it.
 * (The request's rate-limit count stays a statement of its own: in this one, the address's
 * counter would stay locked until the code's commit had reached the disk, and requests from one
 * address, a campaign behind a carrier's shared address, would queue for it.)
 * Parameters: destination, channel, the new code's id, its hash.
 */
function sendStatement(toBorrowersOnly: boolean): string {
  return `
  with gate as (
    select ${toBorrowersOnly ? 'exists (select 1 from loans where phone = $1)' : 'true'} as borrower
  ), claimed as (
    insert into otp_destinations as d
      (channel, destination, sent_at, code_id, code_hash, expires_at)
    select $2, $1, array[now()], $3, $4, now() + interval '${OTP_TTL_SECONDS} seconds'
    from gate where borrower
    on conflict (channel, destination) do update
    set sent_at = array(
          select t from unnest(d.sent_at) as t where t > now() - interval '1 hour' order by t
        ) || now(),
        code_id = excluded.code_id, code_hash = excluded.code_hash,
        expires_at = excluded.expires_at, attempts = 0, verified_at = null
    where (select count(*) from unnest(d.sent_at) as t where t > now() - interval '1 hour')
            < ${OTP_MAX_SENDS_PER_HOUR}
      and (select max(t) from unnest(d.sent_at) as t)
            <= now() - interval '${OTP_RESEND_SECONDS} seconds'
    returning 1
  )
  select borrower, exists (select 1 from claimed) as stored from gate`;
}
const sendToAnyone = sendStatement(false);
const sendToBorrowers = sendStatement(true);

// Only for a refused send: which limit refused it, read from the committed row (the upsert's
// snapshot may predate the send that refused it). Parameters: destination, channel.
const sendsOfTheHour = `
  select count(*)::int as sends, extract(epoch from now() - max(t))::float8 as since
  from otp_destinations, unnest(sent_at) as t
  where destination = $1 and channel = $2 and t > now() - interval '1 hour'`;

// A check counts as an attempt on the current code, if it is open: not used, not expired, fewer
// than the attempts allowed. Parameters: destination, channel.
const countAttempt = `
  update otp_destinations set attempts = attempts + 1
  where destination = $1 and channel = $2 and verified_at is null
    and expires_at > now() and attempts < ${OTP_MAX_ATTEMPTS}
  returning code_id, code_hash`;

// Only for a check that found no open code: why. Parameters: destination, channel.
const whyClosed = `
  select verified_at is not null as used, expires_at <= now() as expired,
    attempts >= ${OTP_MAX_ATTEMPTS} as locked
  from otp_destinations where destination = $1 and channel = $2`;

// The right code, still the current one and unused, is used now. Parameters: destination,
// channel, the code's id.
const useCode = `
  update otp_destinations set verified_at = now()
  where destination = $1 and channel = $2 and code_id = $3 and verified_at is null
  returning true as used`;

/**
 * One-time passwords: 6 digits, stored hashed, 5 minutes, 5 attempts per code, a new code at most
 * every 59 s and 5 per destination per hour. All state is in the database (shared by instances),
 * in one row per destination: its current code and its sends of the last hour.
 */
export function otpService(
  db: DB,
  signingKey: string,
  messaging: MessageSender,
  webOtpDomain = 'localhost',
) {
  return {
    /**
     * Sends a new code, within the number's limits. With `toBorrowersOnly`, answers
     * 'not-a-borrower' and sends nothing when no loan has the number. Past a limit, throws 429.
     */
    async send(
      channel: 'sms' | 'email',
      destination: string,
      what: string,
      { toBorrowersOnly = false } = {},
    ): Promise<'sent' | 'not-a-borrower'> {
      const code = randomDigits(6);
      const id = randomId(16);
      const [sent] = await preparedRows<{ borrower: boolean; stored: boolean }>(
        db,
        toBorrowersOnly ? sendToBorrowers : sendToAnyone,
        [destination, channel, id, codeHash(signingKey, id, code)],
      );
      if (!sent) throw new Error('the OTP statement returned no row');
      if (!sent.borrower) return 'not-a-borrower';
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
      return 'sent';
    },

    /** Checks a code; every check counts as an attempt, and a code verifies at most once. */
    async verify(channel: 'sms' | 'email', destination: string, code: string): Promise<OtpResult> {
      const [open] = await preparedRows<{ code_id: string; code_hash: string }>(db, countAttempt, [
        destination,
        channel,
      ]);
      if (!open) {
        const [closed] = await preparedRows<{ used: boolean; expired: boolean; locked: boolean }>(
          db,
          whyClosed,
          [destination, channel],
        );
        if (!closed || closed.used) return { ok: false, reason: 'invalid' };
        if (closed.expired) return { ok: false, reason: 'expired' };
        // Not locked: a new code replaced the one checked between the two statements.
        return { ok: false, reason: closed.locked ? 'locked' : 'invalid' };
      }
      if (
        !/^[0-9]{6}$/.test(code) ||
        !safeEqual(open.code_hash, codeHash(signingKey, open.code_id, code))
      ) {
        return { ok: false, reason: 'invalid' };
      }
      const used = await preparedRows(db, useCode, [destination, channel, open.code_id]);
      return used.length > 0 ? { ok: true } : { ok: false, reason: 'invalid' };
    },
  };
}

export type OtpService = ReturnType<typeof otpService>;

export function otpFailureMessage(reason: 'invalid' | 'expired' | 'locked'): string {
  return otpMessages[reason];
}
