import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

// The probe of the attack: send-otp (and then verify-otp) for numbers and LANs that have a loan
// and for ones that have none. Every answer must be the same, in body, status and time.
const ROUNDS = 150;
const BB = '/api/v1/bb';

let t: TestApp;
const run = String(Date.now()).slice(-5);
const borrowerPhone = (i: number) => `71${run}${String(i).padStart(3, '0')}`;
const strangerPhone = (i: number) => `72${run}${String(i).padStart(3, '0')}`;
const borrowerLan = (i: number) => `PR${run}${String(i).padStart(6, '0')}`;
const strangerLan = (i: number) => `NX${run}${String(i).padStart(6, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  // One loan per probe, so that every probe of a borrower makes and texts a code (none is held
  // back by the number's budget, which would make it cheaper).
  const phones = Array.from({ length: 2 * ROUNDS }, (_, i) => borrowerPhone(i));
  const lans = Array.from({ length: 2 * ROUNDS }, (_, i) => borrowerLan(i));
  await sql`insert into loans (loan_account_no, customer_name, phone, status, loan_amount, emi,
      emi_end_date, due_day)
    select lan, 'Probe Borrower', phone, 'A', 100000, 3950, date '2030-01-05', 5
    from unnest(${lans}::text[], ${phones}::text[]) as b(lan, phone)`.execute(t.db);
});
afterAll(() => t.close());

async function probe(url: string, payload: object, i: number) {
  const start = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.44.${i % 250}.${Math.floor(i / 250) + 1}`,
  });
  return { ms: performance.now() - start, status: res.statusCode, body: res.body };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const quartiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return [s[Math.floor(s.length / 4)] ?? 0, s[Math.floor((3 * s.length) / 4)] ?? 0] as const;
};

/** Probes both kinds in turn (so any background work falls on both) and compares them. */
async function compare(
  label: string,
  url: string,
  borrower: (i: number) => object,
  stranger: (i: number) => object,
) {
  const times = { borrower: [] as number[], stranger: [] as number[] };
  const answers = { borrower: new Set<string>(), stranger: new Set<string>() };
  for (let i = 0; i < ROUNDS; i++) {
    const order =
      i % 2 === 0 ? (['borrower', 'stranger'] as const) : (['stranger', 'borrower'] as const);
    for (const kind of order) {
      const payload = kind === 'borrower' ? borrower(i) : stranger(i);
      const answer = await probe(url, payload, 2 * i + (kind === 'borrower' ? 0 : 1));
      answers[kind].add(`${answer.status} ${answer.body}`);
      // The first rounds warm up the statements and the JIT; they are not timed.
      if (i >= 10) times[kind].push(answer.ms);
    }
  }
  const [b, s] = [median(times.borrower), median(times.stranger)];
  const [bq1, bq3] = quartiles(times.borrower);
  const [sq1, sq3] = quartiles(times.stranger);
  console.info(
    `${label}: median ${b.toFixed(2)} ms with a loan (IQR ${bq1.toFixed(2)}–${bq3.toFixed(2)}), ` +
      `${s.toFixed(2)} ms without (IQR ${sq1.toFixed(2)}–${sq3.toFixed(2)}), ${ROUNDS - 10} rounds`,
  );
  expect([...answers.borrower]).toEqual([...answers.stranger]);
  expect(answers.borrower.size).toBe(1);
  // Within noise: the medians differ by less than the spread of either kind's middle half, and
  // at least by less than a quarter of a millisecond (under any network's jitter). A skipped
  // statement or a text sent before the answer costs more than that.
  const noise = Math.max(bq3 - bq1, sq3 - sq1, 0.25);
  expect(Math.abs(b - s)).toBeLessThan(noise);
  return [...answers.borrower][0];
}

describe('send-otp and verify-otp tell nobody who is a customer', () => {
  it('answers a mobile with a loan and one without alike, in body, status and time', {
    timeout: 120_000,
  }, async () => {
    const answer = await compare(
      'send-otp by mobile',
      `${BB}/users/send-otp`,
      (i) => ({ phone: borrowerPhone(i) }),
      (i) => ({ phone: strangerPhone(i) }),
    );
    expect(answer).toMatch(/^200 .*registered with this loan/);
    await t.app.ctx.services.otp.delivered();
    // Only the borrowers were texted, and no number without a loan has a code.
    const { rows } = await sql<{ texted: number; strangers: number }>`
      select (select count(*)::int from outbox where destination like ${`71${run}%`}) as texted,
        (select count(*)::int from otp_destinations where destination like ${`72${run}%`})
          as strangers`.execute(t.db);
    expect(rows).toEqual([{ texted: ROUNDS, strangers: 0 }]);
  });

  it('answers a LAN with a loan and one without alike, in body, status and time', {
    timeout: 120_000,
  }, async () => {
    const answer = await compare(
      'send-otp by LAN',
      `${BB}/users/send-otp`,
      (i) => ({ lan: borrowerLan(ROUNDS + i) }),
      (i) => ({ lan: strangerLan(i) }),
    );
    expect(answer).toMatch(/^200 .*registered with this loan/);
    expect(answer).not.toMatch(/X{4}|\d{4}"/);
  });

  it('then fails a wrong code alike for both', { timeout: 120_000 }, async () => {
    const answer = await compare(
      'verify-otp by mobile, a wrong code',
      `${BB}/users/verify-otp`,
      (i) => ({ phone: borrowerPhone(i), otp: '000000' }),
      (i) => ({ phone: strangerPhone(i), otp: '000000' }),
    );
    expect(answer).toMatch(/^400 .*Invalid OTP Entered/);
    // Five wrong codes (the fifth burns a borrower's code): still one answer for both.
    for (let attempt = 0; attempt < 5; attempt++) {
      const a = await probe(
        `${BB}/users/verify-otp`,
        { phone: borrowerPhone(0), otp: '000000' },
        1,
      );
      const b = await probe(
        `${BB}/users/verify-otp`,
        { phone: strangerPhone(0), otp: '000000' },
        2,
      );
      expect(`${a.status} ${a.body}`).toBe(`${b.status} ${b.body}`);
    }
  });
});
