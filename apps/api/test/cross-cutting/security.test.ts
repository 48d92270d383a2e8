import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/index.ts';
import { storeLeadsWithinLimit } from '../../src/lead/store.ts';
import { redactText } from '../../src/lib/mask.ts';
import { hit, pruneExpired } from '../../src/lib/rate-limit.ts';
import {
  buildProductionApp,
  openTestDatabase,
  PRODUCTION_SECRETS,
  solveChallengesFor,
  TEST_CHALLENGE,
} from '../helpers.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function app(env: Record<string, string>, logStream?: { write(line: string): void }) {
  const built = await buildApp(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/api-security-test', ...TEST_CHALLENGE, ...env }),
    { database, ...(logStream ? { logStream } : {}) },
  );
  solveChallengesFor(built);
  return built;
}

/**
 * Rate limits count sliding windows kept as slots (10 s of a minute, 10 minutes of an hour): a
 * test that reads a bucket's rows starts where its hits fall in one slot of each.
 */
async function startInFreshWindow(): Promise<void> {
  const now = Date.now() / 1000;
  const wait = Math.max(
    0,
    (now % 10) - 5 > 0 ? 10 - (now % 10) : 0,
    now % 600 > 595 ? 600 - (now % 600) : 0,
  );
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
}

/** The stored counts of one rate-limit bucket (one row per window). */
async function counterRows(bucket: string): Promise<number[]> {
  const rows = await database.db
    .selectFrom('rate_limits')
    .select('count')
    .where('bucket', '=', bucket)
    .execute();
  return rows.map((r) => r.count);
}

describe('rate limits', () => {
  it('counts per-minute windows where every instance sees them: in the process on the embedded database (it has one), in an unlogged table on PostgreSQL; longer quotas in the database', {
    timeout: 90_000,
  }, async () => {
    const a = await app({});
    try {
      const minute = `test-minute:${Date.now()}`;
      const hour = `test-hour:${Date.now()}`;
      await startInFreshWindow();
      expect([await hit(database.db, minute), await hit(database.db, minute)]).toEqual([1, 2]);
      expect([await hit(database.db, hour, 3600), await hit(database.db, hour, 3600)]).toEqual([
        1, 2,
      ]);
      expect(await counterRows(hour)).toEqual([2]);
      if (database.kind === 'pglite') {
        expect(await counterRows(minute)).toEqual([]);
      } else {
        expect(await counterRows(minute)).toEqual([2]);
        const { rows: persistence } = await sql<{
          relpersistence: string;
        }>`select relpersistence from pg_class where relname = 'rate_limits'`.execute(database.db);
        expect(persistence[0]?.relpersistence).toBe('u');
      }
    } finally {
      await a.close();
    }
  });

  it('keeps a counter until its window ends, so the hourly and daily quotas outlive the prune', async () => {
    const db = database.db;
    const run = Date.now();
    const day = `test-day:${run}`;
    expect([await hit(db, day, 24 * 3600), await hit(db, day, 24 * 3600)]).toEqual([1, 2]);
    const { rows: windows } = await sql<{ length: number; holds_now: boolean }>`
      select extract(epoch from window_end - window_start)::int as length,
             now() >= window_start and now() < window_end as holds_now
      from rate_limits where bucket = ${day}`.execute(db);
    // A day's slot (a sixth of it) counts for a day after it starts.
    expect(windows).toEqual([{ length: 4 * 3600 + 86400, holds_now: true }]);
    // A window that began three hours ago and is still open, and one that has ended.
    const open = `test-open:${run}`;
    const ended = `test-ended:${run}`;
    await sql`insert into rate_limits (bucket, window_start, window_end, count) values
      (${open}, now() - interval '3 hours', now() + interval '1 hour', 5),
      (${ended}, now() - interval '3 hours', now() - interval '1 minute', 5)`.execute(db);
    await pruneExpired(db);
    expect(await counterRows(open)).toEqual([5]);
    expect(await counterRows(ended)).toEqual([]);
    expect(await hit(db, day, 24 * 3600)).toBe(3);
  });

  it("drops a number's OTP sends once the last is over an hour old, and no sooner", async () => {
    const db = database.db;
    const run = String(Date.now()).slice(-10);
    const [stale, recent] = [`stale${run}`, `recent${run}`];
    await sql`insert into otp_destinations
      (channel, destination, sent_at, code_id, code_hash, expires_at) values
      ('sms', ${stale}, array[now() - interval '2 hours', now() - interval '61 minutes'], 'a', 'h',
        now() - interval '56 minutes'),
      ('sms', ${recent}, array[now() - interval '2 hours', now() - interval '59 minutes'], 'b', 'h',
        now() - interval '54 minutes')`.execute(db);
    await pruneExpired(db);
    const { rows } = await sql<{ destination: string }>`select destination from otp_destinations
      where destination in (${stale}, ${recent})`.execute(db);
    expect(rows).toEqual([{ destination: recent }]);
  });

  it('puts every /api route in a class: the general one unless it names another', {
    timeout: 90_000,
  }, async () => {
    const a = await app({ RATE_LIMIT_GENERAL: '3' });
    await startInFreshWindow();
    try {
      const status = () =>
        a.inject({
          method: 'POST',
          url: '/api/v1/bb/payments/e-mandate-status',
          payload: { order_id: 'MDNOSUCHORDER' },
          remoteAddress: '10.9.7.1',
        });
      for (let i = 0; i < 3; i++) expect((await status()).statusCode).toBe(404);
      const limited = await status();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // A callback with a forged signature is counted too.
      const callback = await a.inject({
        method: 'POST',
        url: '/api/v1/bb/payments/callback',
        payload: { event_id: 'x', order_id: 'y', status: 'PAID' },
        remoteAddress: '10.9.7.1',
      });
      expect(callback.statusCode).toBe(429);
    } finally {
      await a.close();
    }
  });

  it('limits lookups of one loan from any number of addresses, and service requests per address', {
    timeout: 90_000,
  }, async () => {
    const a = await app({ RATE_LIMIT_LOAN: '2', RATE_LIMIT_LEAD: '2' });
    await startInFreshWindow();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await a.inject({
          method: 'POST',
          url: '/api/v1/bb/users/validate-lan',
          payload: {
            lan: 'TW0000200001',
            mobileNo: '9000000000',
            captchaId: 'nope',
            enteredCaptcha: 'abcde',
          },
          remoteAddress: `10.9.6.${i}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
      const submit = () =>
        a.inject({
          method: 'POST',
          url: '/api/v1/bb/request/submit-request',
          payload: {},
          remoteAddress: '10.9.6.50',
        });
      expect((await submit()).statusCode).toBe(400);
      expect((await submit()).statusCode).toBe(400);
      expect((await submit()).statusCode).toBe(429);
    } finally {
      await a.close();
    }
  });

  it('answers 429 past the limit of a route class, per client address', {
    timeout: 90_000,
  }, async () => {
    const a = await app({ RATE_LIMIT_LEAD: '3', RATE_LIMIT_CAPTCHA: '2' });
    await startInFreshWindow();
    try {
      const lead = () =>
        a.inject({
          method: 'POST',
          url: '/api/v1/bb/users/product-queries',
          payload: { name: 'Rate Test', phone: '9876543210', product_type: 'x' },
          remoteAddress: '10.9.8.7',
        });
      for (let i = 0; i < 3; i++) expect((await lead()).statusCode).toBe(200);
      const limited = await lead();
      expect(limited.statusCode).toBe(429);
      const wait = Number(limited.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(limited.json().message).toBe(
        `Too many requests. Please try again in ${wait} seconds.`,
      );
      const other = await a.inject({
        method: 'POST',
        url: '/api/v1/bb/users/product-queries',
        payload: { name: 'Rate Test', phone: '9876543210', product_type: 'x' },
        remoteAddress: '10.9.8.6',
      });
      expect(other.statusCode).toBe(200);
      const captcha = () =>
        a.inject({ method: 'GET', url: '/api/v1/bb/payments/captcha', remoteAddress: '10.9.8.5' });
      await captcha();
      await captcha();
      expect((await captcha()).statusCode).toBe(429);
    } finally {
      await a.close();
    }
  });
});

describe('the lead route’s limit', () => {
  it('counts every lead request, stored or not, and never stores one past the limit', {
    timeout: 90_000,
  }, async () => {
    const a = await app({ RATE_LIMIT_LEAD: '3' });
    await startInFreshWindow();
    try {
      // Letters only: the name field takes no digits.
      const name = `Limit ${Date.now()
        .toString()
        .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
      const lead = { name, phone: '9876543210', product_type: 'New Two-Wheeler Loan' };
      const post = (payload: string | Record<string, unknown>, remoteAddress = '10.9.8.20') =>
        a.inject({
          method: 'POST',
          url: '/api/v1/bb/users/product-queries',
          headers: { 'content-type': 'application/json' },
          payload,
          remoteAddress,
        });
      const stored = async () =>
        Number(
          (
            await database.db
              .selectFrom('leads')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('name', '=', name)
              .executeTakeFirstOrThrow()
          ).n,
        );
      // On PostgreSQL a lead is counted by the statement that stores it; what fails before it
      // (the body's checks, a body that is not JSON) is counted on its way out.
      expect((await post({ ...lead, phone: '12345' })).statusCode).toBe(400);
      expect((await post('{"name":')).statusCode).toBe(400);
      expect((await post(lead)).statusCode).toBe(200);
      const refused = await post(lead);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many requests\. Please try again in \d+ seconds\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await post({ ...lead, phone: '12345' })).statusCode).toBe(429);
      expect(await stored()).toBe(1);
      expect((await post(lead, '10.9.8.21')).statusCode).toBe(200);
      expect(await stored()).toBe(2);
    } finally {
      await a.close();
    }
  });
});

describe('leads stored together', () => {
  /** Letters only: the name field takes no digits. */
  const tag = () =>
    Date.now()
      .toString()
      .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);

  it('one statement stores a group, each lead within its address’s limit in its order, and answers each lead’s own id', {
    timeout: 90_000,
  }, async () => {
    await startInFreshWindow();
    const store = storeLeadsWithinLimit(database.db, 3);
    const run = tag();
    const first = `lead:group-first-${run}`;
    const second = `lead:group-second-${run}`;
    const lead = (bucket: string, name: string) => ({
      bucket,
      name: `Group ${run} ${name}`,
      phone: '9876543210',
      productType: 'New Two-Wheeler Loan',
    });
    expect(await store([lead(first, 'a')])).toEqual([expect.stringMatching(/^\d+$/)]);
    const group = [
      lead(first, 'b'),
      lead(second, 'c'),
      lead(first, 'd'),
      lead(first, 'e'),
      lead(second, 'f'),
    ];
    const ids = await store(group);
    // The first address had 1 of its 3: 'b' and 'd' are its 2nd and 3rd, 'e' its 4th.
    expect(ids.map((id) => id !== null)).toEqual([true, true, true, false, true]);
    const rows = await database.db
      .selectFrom('leads')
      .select(['id', 'name'])
      .where('name', 'like', `Group ${run} %`)
      .execute();
    const nameOf = new Map(rows.map((row) => [String(row.id), row.name]));
    expect(rows).toHaveLength(5);
    ids.forEach((id, i) => {
      if (id !== null) expect(nameOf.get(id)).toBe(group[i]?.name);
    });
    // Every lead was counted, stored or not.
    expect(await counterRows(first)).toEqual([4]);
    expect(await counterRows(second)).toEqual([2]);
  });

  it('leads posted at the same moment: each answered with its own id, and no address past its limit', {
    timeout: 90_000,
  }, async () => {
    const a = await app({ RATE_LIMIT_LEAD: '3' });
    await startInFreshWindow();
    try {
      const run = tag();
      const post = (name: string, remoteAddress: string) =>
        a.inject({
          method: 'POST',
          url: '/api/v1/bb/users/product-queries',
          headers: { 'content-type': 'application/json' },
          payload: { name, phone: '9876543210', product_type: 'New Two-Wheeler Loan' },
          remoteAddress,
        });
      const posted = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((letter, i) => ({
        name: `Together ${run} ${letter}`,
        address: i % 3 === 2 ? '10.9.8.31' : '10.9.8.30',
      }));
      const answers = await Promise.all(posted.map((lead) => post(lead.name, lead.address)));
      const accepted = (address: string) =>
        answers.filter((answer, i) => posted[i]?.address === address && answer.statusCode === 200)
          .length;
      // Five from the first address (three within the limit), two from the second.
      expect(accepted('10.9.8.30')).toBe(3);
      expect(accepted('10.9.8.31')).toBe(2);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 429, 429,
      ]);
      const rows = await database.db
        .selectFrom('leads')
        .select(['id', 'name'])
        .where('name', 'like', `Together ${run} %`)
        .execute();
      expect(rows).toHaveLength(5);
      const nameOf = new Map(rows.map((row) => [String(row.id), row.name]));
      answers.forEach((answer, i) => {
        if (answer.statusCode === 200)
          expect(nameOf.get(answer.json().data.id)).toBe(posted[i]?.name);
      });
    } finally {
      await a.close();
    }
  });
});

describe('rate limits of the OTP, enquiry and upload classes', () => {
  it('answer 429 past their limits, whatever the answer before', {
    timeout: 90_000,
  }, async () => {
    const a = await app({ RATE_LIMIT_OTP: '2', RATE_LIMIT_ENQUIRY: '2', RATE_LIMIT_UPLOAD: '2' });
    await startInFreshWindow();
    try {
      const classes: [string, Record<string, unknown>][] = [
        ['/api/v1/bb/users/send-otp', { phone: '9000000001' }],
        ['/api/v1/bb/users/verify-otp', { phone: '9000000001', otp: '000000' }],
        ['/api/v1/enquiry/pre-qualification', {}],
        ['/api/v1/enquiry/verify-otp', { requestId: 'x' }],
        ['/api/v1/bb/request/upload-document', { method: 'get', key: 'none.pdf' }],
      ];
      // send-otp and verify-otp share the OTP class, the two enquiry routes the enquiry class.
      const statuses: number[] = [];
      for (const [url, payload] of classes) {
        const res = await a.inject({ method: 'POST', url, payload, remoteAddress: '10.9.7.1' });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 4)).not.toContain(429);
      const again = async (url: string, payload: Record<string, unknown>) => {
        const res = await a.inject({ method: 'POST', url, payload, remoteAddress: '10.9.7.1' });
        return res.statusCode;
      };
      expect(await again('/api/v1/bb/users/send-otp', { phone: '9000000002' })).toBe(429);
      expect(await again('/api/v1/bb/users/send-otp', { lan: 'TW9999999999' })).toBe(429);
      expect(await again('/api/v1/bb/users/send-otp', { phone: 12345 })).toBe(429);
      expect(await again('/api/v1/enquiry/pre-qualification', {})).toBe(429);
      expect(
        await again('/api/v1/bb/request/upload-document', { method: 'get', key: 'a.pdf' }),
      ).not.toBe(429);
      // On PostgreSQL send-otp counts its class itself, a mobile's in the borrower's lookup; a
      // LAN's and a body that is not valid are counted too, whatever the answer.
      const fromOther = async (payload: Record<string, unknown>) => {
        const res = await a.inject({
          method: 'POST',
          url: '/api/v1/bb/users/send-otp',
          payload,
          remoteAddress: '10.9.7.2',
        });
        return res.statusCode;
      };
      expect(await fromOther({ lan: 'TW9999999999' })).toBe(200);
      expect(await fromOther({ phone: '<script>' })).toBe(400);
      expect(await fromOther({ phone: '9000000001' })).toBe(429);
      expect(
        await again('/api/v1/bb/request/upload-document', { method: 'get', key: 'b.pdf' }),
      ).toBe(429);
    } finally {
      await a.close();
    }
  });
});

describe('headers and CORS', () => {
  it('sends a strict CSP and security headers; no wildcard CORS', async () => {
    const a = await app({ CORS_ORIGINS: 'https://partner.example' });
    try {
      const res = await a.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const partner = await a.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://partner.example' },
      });
      expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
      const preflight = await a.inject({
        method: 'OPTIONS',
        url: '/api/v1/bb/users/product-queries',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await a.close();
    }
  });

  it('has no development outbox in production', async () => {
    const a = await buildProductionApp(database);
    try {
      expect((await a.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await a.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await a.close();
    }
  });
});

describe('logs', () => {
  it('carry request ids and never the mobile, e-mail, PAN or Aadhaar', async () => {
    const lines: string[] = [];
    const a = await app({ LOG_LEVEL: 'info' }, { write: (l) => void lines.push(l) });
    try {
      await a.inject({
        method: 'POST',
        url: '/api/v1/bb/users/send-otp',
        payload: { phone: '9123456780' },
      });
      await a.inject({
        method: 'POST',
        url: '/api/v1/enquiry/pre-qualification',
        payload: {
          city: 'Pune',
          mobile: '9876543212',
          loanAmount: '50000',
          idType: 'PAN',
          pan: 'ABCPE1234F',
          aadhaar: '234123412346',
          terms: true,
        },
      });
      await a.inject({
        method: 'GET',
        url: '/api/storage/non-customer/9123456780/a.pdf?op=get&exp=1&owner=x&sig=y',
      });
      await a.inject({
        method: 'GET',
        url: '/api/nope?email=asha.patil@example.com&pan=ABCPE1234F',
      });
      const text = lines.join('\n');
      expect(lines.length).toBeGreaterThan(4);
      expect(lines.every((l) => 'reqId' in JSON.parse(l) || !JSON.parse(l).req)).toBe(true);
      for (const secret of [
        '9123456780',
        '9876543212',
        'ABCPE1234F',
        '234123412346',
        'asha.patil@example.com',
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(text).toContain('XXXXXX6780'); // the OTP went to the (masked) log
    } finally {
      await a.close();
    }
  });

  it('redactText masks mobiles, e-mails, PANs and Aadhaar numbers', () => {
    expect(redactText('/a/9876543210/b?e=ravi%40example.com&p=ABCPE1234F&a=2341 2341 2346')).toBe(
      '/a/[mobile]/b?e=[email]&p=[pan]&a=[aadhaar]',
    );
    expect(redactText('TW0000100001')).toBe('TW0000100001');
  });
});

/** A staging start (production on every sandbox) on the file's database, logging into `lines`. */
async function stagingApp(lines: string[]) {
  const staging = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: '/tmp/api-staging-test',
      SEED: 'false',
      ALLOW_SANDBOX_PROVIDERS: 'messaging,payments,mandates,lender,service-desk,lms',
      ...TEST_CHALLENGE,
      ...PRODUCTION_SECRETS,
    }),
    { database, logStream: { write: (line) => lines.push(line) } },
  );
  solveChallengesFor(staging);
  return staging;
}

describe('a staging deployment (production on sandbox providers)', () => {
  it('writes no signature, token or signed link to any log line', async () => {
    const lines: string[] = [];
    const staging = await stagingApp(lines);
    try {
      // An upload's signed put link, used; then its signed get link, used.
      const put = await staging.inject({
        method: 'POST',
        url: '/api/v1/bb/request/upload-document',
        payload: { method: 'put', journey: 'career' },
      });
      expect(put.statusCode).toBe(200);
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
      const links = [put.json().message as string];
      expect(
        (await staging.inject({ method: 'PUT', url: links[0], payload: pdf })).statusCode,
      ).toBe(200);
      const cookie = String(put.headers['set-cookie']).split(';')[0];
      const get = await staging.inject({
        method: 'POST',
        url: '/api/v1/bb/request/upload-document',
        payload: { method: 'get', id: put.json().id },
        headers: { cookie },
      });
      links.push(get.json().message);
      expect((await staging.inject({ method: 'GET', url: links[1] })).statusCode).toBe(200);
      const secrets = links.flatMap((link) => {
        const query = new URL(link, 'http://x').searchParams;
        return [query.get('sig'), query.get('owner')].filter((v): v is string => Boolean(v));
      });
      expect(secrets.length).toBe(4);
      const leaking = lines.filter((line) => secrets.some((secret) => line.includes(secret)));
      console.info(
        `log lines holding a signed link's signature or owner: ${leaking.length} of ${lines.length}`,
      );
      expect(leaking).toEqual([]);
      expect(lines.join('')).toContain('/api/storage/');
    } finally {
      await staging.close();
    }
  });

  it('says SANDBOX on every log line, never logs a sent code, and serves no API docs unless asked', async () => {
    const lines: string[] = [];
    const staging = await stagingApp(lines);
    try {
      const sent = await staging.inject({
        method: 'POST',
        url: '/api/v1/bb/users/send-otp',
        payload: { phone: '9012345678' },
      });
      expect(sent.statusCode).toBe(200);
      await staging.ctx.services.otp.delivered();
      const log = lines.join('');
      expect(log).toContain('sandbox sms sent');
      // No 6-digit code anywhere in what was logged (the process's own numbers aside).
      for (const line of lines) {
        // (Random request ids can hold six digits in a row: they are not codes.)
        const { pid: _pid, time: _time, responseTime: _rt, reqId: _id, ...rest } = JSON.parse(line);
        expect(JSON.stringify(rest)).not.toMatch(/(?<!\d)\d{6}(?!\d)/);
      }
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines) expect(JSON.parse(line).mode).toBe('SANDBOX');
      expect((await staging.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      // The provider stand-ins are there: this is staging.
      expect(
        (await staging.inject({ method: 'GET', url: '/api/sandbox/assets/sandbox.css' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await staging.close();
    }
  });
});
