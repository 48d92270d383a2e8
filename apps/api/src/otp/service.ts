import { otpMessages } from '@company/forms/contracts';
import { catalogueIn, inLanguage } from '@company/forms/hi';
import type { Language } from '@company/forms/i18n';
import type { DB } from '../db/index.ts';
import { hmac, randomDigits, randomId, safeEqual } from '../lib/crypto.ts';
import { GroupedCalls } from '../lib/grouped-calls.ts';
import { HttpError } from '../lib/http.ts';
import { preparedRows } from '../lib/sql.ts';
import { type MessageSender, otpText } from '../providers/messaging.ts';
import {
  countAttempt,
  drawOnBudget,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_SECONDS,
  storeCodesWithinBudget,
  storeCodeWithinBudget,
  useCode,
  whyClosed,
  whyRefused,
} from './statements.ts';

export {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
} from './statements.ts';

export type OtpResult = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'locked' };
type Channel = 'sms' | 'email';
/**
 * Where a code goes: '' the target itself, a borrower's mobile found by 'mobile' or 'lan', or
 * the mobile of 'ticket' (`ticket:mobile`) when the ticket was raised with it.
 */
type Lookup = '' | 'mobile' | 'lan' | 'ticket';

function codeHash(key: string, id: string, code: string): string {
  return hmac(key, `otp:${id}:${code}`);
}

interface Stored {
  destination: string | null;
  stored: boolean;
}

interface CodeToStore {
  target: string;
  channel: Channel;
  id: string;
  hash: string;
  lookup: Lookup;
}

/** The most sends in one statement. */
const maxSendsInOneStatement = 100;

/**
 * One-time passwords: 6 digits, stored hashed, 5 minutes, 5 attempts per code (then it is burnt,
 * and its owner may ask for a new one at once). Every message to a number or mailbox draws on its
 * one budget: 5 an hour, a new code no sooner than 59 s after the last. All state is in the
 * database (shared by instances). `groupSends` (PostgreSQL) stores the sends that arrive together
 * in one statement.
 */
export function otpService(
  db: DB,
  signingKey: string,
  messaging: MessageSender,
  webOtpDomain = 'localhost',
  { groupSends = false } = {},
) {
  const params = (c: CodeToStore) => [c.target, c.channel, c.id, c.hash, c.lookup];
  const storeCodes = groupSends
    ? new GroupedCalls(
        (codes: CodeToStore[]) =>
          preparedRows<Stored>(db, storeCodesWithinBudget, [
            codes.map((c) => c.target),
            codes.map((c) => c.channel),
            codes.map((c) => c.id),
            codes.map((c) => c.hash),
            codes.map((c) => c.lookup),
          ]),
        1,
        maxSendsInOneStatement,
      )
    : {
        call: async (c: CodeToStore): Promise<Stored> => {
          const [row] = await preparedRows<Stored>(db, storeCodeWithinBudget, params(c));
          if (!row) throw new Error('the OTP statement returned no row');
          return row;
        },
      };

  /** The 429 of a refused code: the wait, or the hour's cap. */
  async function refusal(channel: Channel, destination: string): Promise<HttpError> {
    const [recent] = await preparedRows<{ sends: number; since: number | null }>(db, whyRefused, [
      destination,
      channel,
    ]);
    const since = recent?.since ?? null;
    if ((recent?.sends ?? 0) >= OTP_MAX_SENDS_PER_HOUR)
      return new HttpError(429, otpMessages.hourly, { retryAfter: 3600 });
    if (since !== null && since < OTP_RESEND_SECONDS) {
      const wait = Math.ceil(OTP_RESEND_SECONDS - Math.max(0, since));
      return new HttpError(429, otpMessages.wait(wait), { retryAfter: wait });
    }
    // Neither holds any more: the last send aged past a limit between the two statements.
    return new HttpError(429, otpMessages.wait(1), { retryAfter: 1 });
  }

  async function storeNewCode(channel: Channel, target: string, lookup: Lookup) {
    const code = randomDigits(6);
    const id = randomId(16);
    const row = await storeCodes.call({
      target,
      channel,
      id,
      hash: codeHash(signingKey, id, code),
      lookup,
    });
    return { code, ...row };
  }

  // The text in the journey's language; a purpose given in English (the contracts' words) too.
  const deliver = (
    channel: Channel,
    to: string,
    what: string,
    code: string,
    language: Language = 'en',
  ) => {
    const words = catalogueIn(language).otpMessages;
    const purpose = inLanguage(language, what);
    const text = words.text(code, purpose);
    return messaging.send({
      channel,
      destination: to,
      subject: words.subject(purpose),
      body: channel === 'sms' ? otpText(text, webOtpDomain, code) : text,
      template: 'otp',
      language,
    });
  };

  /** Deliveries made after the answer (`sendToBorrower`), until they end. */
  const pending = new Set<Promise<void>>();
  let failed: (error: unknown) => void = () => {};

  return {
    /**
     * Sends a new code to `destination` (the budget's key: a number, or a mailbox as
     * `mailboxOf` writes it), delivered to `deliverTo` (the address as typed). Past the
     * destination's budget, throws 429.
     */
    async send(
      channel: Channel,
      destination: string,
      what: string,
      { deliverTo = destination, language = 'en' as Language } = {},
    ) {
      const sent = await storeNewCode(channel, destination, '');
      if (!sent.stored) throw await refusal(channel, destination);
      await deliver(channel, deliverTo, what, sent.code, language);
    },

    /**
     * A code for the borrower a mobile or LAN names, answered the same whoever it names: no code is
     * made for a number no loan has, none past the number's budget, and nothing says which. The
     * SMS goes after the answer, so its time does not tell either.
     */
    async sendToBorrower(
      lookup: Exclude<Lookup, ''>,
      target: string,
      what: string,
      language: Language = 'en',
    ): Promise<void> {
      const sent = await storeNewCode('sms', target, lookup);
      if (!sent.stored || !sent.destination) return;
      const to = sent.destination;
      // Started once the answer is on its way (setImmediate), not before it.
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => deliver('sms', to, what, sent.code, language))
        .catch(failed);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },

    /** Where a delivery made after its answer reports its failure. */
    onLateFailure(report: (error: unknown) => void) {
      failed = report;
    },

    /** Resolves when the deliveries made after their answers have ended (the outbox, tests). */
    async delivered(): Promise<void> {
      await Promise.all([...pending]);
    },

    /**
     * Draws a message that is not this API's code on the destination's budget: 'code' (another's
     * code, the lender's) throws 429 past the budget; 'confirmation' always draws.
     */
    async draw(channel: Channel, destination: string, kind: 'code' | 'confirmation') {
      const drawn = await preparedRows(db, drawOnBudget, [channel, destination, kind]);
      if (drawn.length === 0) throw await refusal(channel, destination);
    },

    /**
     * Checks a code; every check counts as an attempt, and a code verifies at most once. With
     * `oneAnswer`, every failure is 'invalid' and costs the same statements (the answer must not
     * tell a number with a code from one without).
     */
    async verify(
      channel: Channel,
      destination: string,
      code: string,
      { oneAnswer = false } = {},
    ): Promise<OtpResult> {
      const [open] = await preparedRows<{ code_id: string; code_hash: string }>(db, countAttempt, [
        destination,
        channel,
      ]);
      if (!open) {
        if (oneAnswer) return { ok: false, reason: 'invalid' };
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
