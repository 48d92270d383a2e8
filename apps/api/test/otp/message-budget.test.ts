import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxOf } from '../../src/lib/mailbox.ts';
import { OTP_MAX_SENDS_PER_HOUR } from '../../src/otp/service.ts';
import { offerRequest } from '../enquiry/offer-request.ts';
import { cookieHeader, cookieJar, createTestApp, type TestApp } from '../helpers.ts';
import { ageOtps } from '../sign-in.ts';

// The attacks on one victim: many texts to one mobile from several routes, many e-mails to one
// mailbox under many spellings, and wrong guesses that lock its owner out.
let t: TestApp;
const run = String(Date.now()).slice(-6);
// Odd last digit: the sandbox lender asks for an OTP, so each offer request would text the number.
const victim = `93${run}01`;
beforeAll(async () => {
  t = await createTestApp();
  await sql`insert into loans (loan_account_no, customer_name, phone, status, loan_amount, emi,
      emi_end_date, due_day)
    values (${`VB${run}00001`}, 'Budget Borrower', ${victim}, 'A', 100000, 3950,
      date '2030-01-05', 5)`.execute(t.db);
});
afterAll(() => t.close());

const BB = '/api/v1/bb';

async function messagesTo(to: string, channel = 'sms'): Promise<number> {
  await t.app.ctx.services.otp.delivered();
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from outbox
    where destination = ${to} and channel = ${channel}`.execute(t.db);
  return rows[0]?.n ?? 0;
}

/** As if every message to `destination` were `seconds` earlier. */
const age = (destination: string, seconds: number) => ageOtps(t.db, destination, seconds);

/** One customer-care OTP and five enquiry offers for the victim's number, each from its own address. */
const sixAtOnce = (round: number) => [
  t.app.inject({
    method: 'POST',
    url: `${BB}/users/send-otp`,
    payload: { phone: victim },
    remoteAddress: `10.55.${round}.1`,
  }),
  ...Array.from({ length: 5 }, (_, i) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/enquiry/pre-qualification',
      payload: { ...offerRequest, mobile: victim },
      remoteAddress: `10.55.${round}.${i + 2}`,
    }),
  ),
];

describe('one message budget per number', () => {
  it('6 requests in a moment across customer care and the enquiry text the number once; an hour of them, 5 times', {
    timeout: 60_000,
  }, async () => {
    const started = performance.now();
    await Promise.all(sixAtOnce(0));
    const ms = performance.now() - started;
    const first = await messagesTo(victim);
    console.info(`6 requests in ${ms.toFixed(0)} ms: ${first} SMS to the number`);
    expect(first).toBe(1);
    // Every minute of an hour, the same six: never more than the hour's budget.
    for (let round = 1; round < 59; round++) {
      await age(victim, 61);
      await Promise.all(sixAtOnce(round));
    }
    const hour = await messagesTo(victim);
    console.info(`6 requests a minute for an hour: ${hour} SMS to the number`);
    expect(hour).toBe(OTP_MAX_SENDS_PER_HOUR);
  });

  it('sends a payment confirmation past the budget (it is owed), but counts it', async () => {
    const payer = `94${run}02`;
    const otp = t.app.ctx.services.otp;
    for (let i = 0; i < OTP_MAX_SENDS_PER_HOUR; i++) {
      await otp.draw('sms', payer, 'code');
      await age(payer, 60);
    }
    await expect(otp.draw('sms', payer, 'code')).rejects.toMatchObject({ statusCode: 429 });
    await otp.draw('sms', payer, 'confirmation');
    const { rows } = await sql<{ sends: number }>`select cardinality(sent_at) as sends
      from otp_destinations where destination = ${payer}`.execute(t.db);
    expect(rows).toEqual([{ sends: OTP_MAX_SENDS_PER_HOUR + 1 }]);
    // A confirmation is not a code: it does not make the next code wait 59 s.
    const fresh = `94${run}03`;
    await otp.draw('sms', fresh, 'confirmation');
    await otp.draw('sms', fresh, 'code');
  });
});

describe('one message budget per mailbox', () => {
  it('counts a mailbox by its case, plus-address and (gmail) dots', () => {
    expect(mailboxOf('Ravi.Kumar+bank@GMail.com')).toBe('ravikumar@gmail.com');
    expect(mailboxOf('r.a.v.i.kumar+x+y@googlemail.com')).toBe('ravikumar@gmail.com');
    expect(mailboxOf('Ravi.Kumar+1@Example.in')).toBe('ravi.kumar@example.in');
    expect(mailboxOf('+tag@example.in')).toBe('+tag@example.in');
  });

  it('15 plus-address variants of one mailbox get one e-mail', async () => {
    // A verified customer (the e-mail step needs the proof).
    await t.app.inject({ method: 'POST', url: `${BB}/users/send-otp`, payload: { phone: victim } });
    await age(victim, 3600);
    await t.app.inject({ method: 'POST', url: `${BB}/users/send-otp`, payload: { phone: victim } });
    await t.app.ctx.services.otp.delivered();
    const { rows } = await sql<{ body: string }>`select body from outbox
      where destination = ${victim} order by id desc limit 1`.execute(t.db);
    const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
    const verified = await t.app.inject({
      method: 'POST',
      url: `${BB}/users/verify-otp`,
      payload: { phone: victim, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    const jar = cookieJar({}, verified.headers['set-cookie']);
    const mailbox = `asha${run}@gmail.com`;
    const variants = Array.from({ length: 15 }, (_, i) =>
      i % 3 === 0 ? `asha${run}+${i}@gmail.com` : `A.sha${run}+promo${i}@GoogleMail.com`,
    );
    const started = performance.now();
    const answers = await Promise.all(
      variants.map((email, i) =>
        t.app.inject({
          method: 'POST',
          url: `${BB}/users/send-email-otp`,
          payload: { email },
          headers: { cookie: cookieHeader(jar) },
          remoteAddress: `10.56.0.${i + 1}`,
        }),
      ),
    );
    await t.app.ctx.services.otp.delivered();
    const { rows: sent } = await sql<{ destination: string }>`select destination from outbox
      where channel = 'email' and destination = any(${variants.map((v) => v.toLowerCase())}::text[])`.execute(
      t.db,
    );
    console.info(
      `15 spellings of one mailbox in ${(performance.now() - started).toFixed(0)} ms: ${sent.length} e-mail`,
    );
    expect(sent).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(14);
    expect(sent.map((s) => mailboxOf(s.destination))).toEqual([mailbox]);
  });
});

describe('wrong guesses', () => {
  it('5 wrong guesses burn the code; the owner’s resend at once works', async () => {
    const owner = `95${run}04`;
    await sql`insert into loans (loan_account_no, customer_name, phone, status, loan_amount, emi,
        emi_end_date, due_day)
      values (${`VB${run}00004`}, 'Owner', ${owner}, 'A', 100000, 3950, date '2030-01-05', 5)`.execute(
      t.db,
    );
    const send = () =>
      t.app.inject({ method: 'POST', url: `${BB}/users/send-otp`, payload: { phone: owner } });
    const verify = (otp: string) =>
      t.app.inject({
        method: 'POST',
        url: `${BB}/users/verify-otp`,
        payload: { phone: owner, otp },
      });
    await send();
    const latest = async () => {
      const { rows } = await sql<{ body: string }>`select body from outbox
        where destination = ${owner} order by id desc limit 1`.execute(t.db);
      return /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1] ?? '';
    };
    await t.app.ctx.services.otp.delivered();
    const code = await latest();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(wrong)).statusCode).toBe(400);
    expect((await verify(code)).statusCode).toBe(400);
    // At once: no wait behind the burnt code.
    await send();
    expect(await messagesTo(owner)).toBe(2);
    expect((await verify(await latest())).statusCode).toBe(200);
  });
});
