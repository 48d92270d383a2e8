import { otpMessages } from '@company/forms/contracts';
import type { DB } from '../db/index.ts';
import { hmac, randomDigits, randomId, safeEqual } from '../lib/crypto.ts';
import { GroupedCalls } from '../lib/grouped-calls.ts';
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
 * The code's upsert: locks the number's row, checks the resend wait and the hourly cap on the
 * row's latest version (a send to the same number from another statement waits for that one to
 * commit, then sees it) and replaces the code, which supersedes the one before. No transaction or
 * lock around it. The rows it inserts come from the statement's CTE `first`.
 */
const replaceCodeWithinLimits = `
    insert into otp_destinations as d
      (channel, destination, sent_at, code_id, code_hash, expires_at)
    select channel, destination, array[now()], code_id, code_hash,
      now() + interval '${OTP_TTL_SECONDS} seconds'
    from first
    on conflict (channel, destination) do update
    set sent_at = array(
          select t from unnest(d.sent_at) as t where t > now() - interval '1 hour' order by t
        ) || now(),
        code_id = excluded.code_id, code_hash = excluded.code_hash,
        expires_at = excluded.expires_at, attempts = 0, verified_at = null
    where (select count(*) from unnest(d.sent_at) as t where t > now() - interval '1 hour')
            < ${OTP_MAX_SENDS_PER_HOUR}
      and d.sent_at[cardinality(d.sent_at)] <= now() - interval '${OTP_RESEND_SECONDS} seconds'
    returning code_id`;

/**
 * One send, one statement: the borrower found when asked to (`toBorrowersOnly`, a mobile a loan
 * has), then the code's upsert. Written once and prepared: parsing and planning it on every send
 * cost the embedded database more than running it. Parameters: destination, channel, the code's
 * id, its hash, whether it goes to borrowers only ('t' or 'f').
 */
const storeCodeWithinLimits = `
  with checked as (
    select $1::text as destination, $2::text as channel, $3::text as code_id,
      $4::text as code_hash,
      ($5::text = 'f' or exists (select 1 from loans where phone = $1)) as borrower
  ), first as (select * from checked where borrower
  ), claimed as (${replaceCodeWithinLimits})
  select borrower, exists (select 1 from claimed) as stored from checked`;

/**
 * PostgreSQL: the sends that arrive while one statement runs go together in the next
 * (`GroupedCalls`: one round trip and one commit for the group, as leads are). Of two sends to one
 * number in one group only the first is tried; the others are refused, as they would be behind it.
 * The rows are taken in the numbers' order (the sort of the `distinct on`), so two instances'
 * groups do not wait on each other in a cycle. (The request's rate-limit count stays a statement
 * of its own: in this one, the address's counter would stay locked until the codes' commit had
 * reached the disk, and requests from one address, a campaign behind a carrier's shared address,
 * would queue for it.) PGlite runs one statement at a time anyway, and there the arrays cost more
 * than they save: one send each.
 * Parameters, one entry per send: as `storeCodeWithinLimits`'s, as arrays.
 */
const storeCodesWithinLimits = `
  with send as (
    select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
      with ordinality as send(destination, channel, code_id, code_hash, to_borrowers_only, arrival)
  ), checked as (
    select send.*, (to_borrowers_only = 'f'
        or exists (select 1 from loans where phone = send.destination)) as borrower
    from send
  ), first as (
    select distinct on (channel, destination) * from checked where borrower
    order by channel, destination, arrival
  ), claimed as (${replaceCodeWithinLimits})
  select borrower, exists (select 1 from claimed where claimed.code_id = checked.code_id) as stored
  from checked order by arrival`;

/** The most sends in one statement. */
const maxSendsInOneStatement = 100;

interface Stored {
  borrower: boolean;
  stored: boolean;
}

interface CodeToStore {
  destination: string;
  channel: 'sms' | 'email';
  id: string;
  hash: string;
  toBorrowersOnly: boolean;
}

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
 * in one row per destination: its current code and its sends of the last hour. `groupSends`
 * (PostgreSQL) stores the sends that arrive together in one statement.
 */
export function otpService(
  db: DB,
  signingKey: string,
  messaging: MessageSender,
  webOtpDomain = 'localhost',
  { groupSends = false } = {},
) {
  const borrowersOnly = (c: CodeToStore) => (c.toBorrowersOnly ? 't' : 'f');
  const storeCodes = groupSends
    ? new GroupedCalls(
        (codes: CodeToStore[]) =>
          preparedRows<Stored>(db, storeCodesWithinLimits, [
            codes.map((c) => c.destination),
            codes.map((c) => c.channel),
            codes.map((c) => c.id),
            codes.map((c) => c.hash),
            codes.map(borrowersOnly),
          ]),
        1,
        maxSendsInOneStatement,
      )
    : {
        call: async (c: CodeToStore): Promise<Stored> => {
          const [row] = await preparedRows<Stored>(db, storeCodeWithinLimits, [
            c.destination,
            c.channel,
            c.id,
            c.hash,
            borrowersOnly(c),
          ]);
          if (!row) throw new Error('the OTP statement returned no row');
          return row;
        },
      };
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
      const sent = await storeCodes.call({
        destination,
        channel,
        id,
        hash: codeHash(signingKey, id, code),
        toBorrowersOnly,
      });
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
