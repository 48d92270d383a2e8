import crypto from 'node:crypto';
import { challengedEndpoints, challengeHeader } from '@company/forms/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { solvedChallengeAt, TEST_CHALLENGE, upiPlan } from '../helpers.ts';
import { type ServerProcess, startServer, stop } from '../server-process.ts';

const url = process.env.DATABASE_URL;

/**
 * Two API processes on a fresh copy of the template database, started before the describe's
 * tests and stopped (the database dropped) after them.
 */
function twoInstances(env: Record<string, string> = {}) {
  const servers: { a: ServerProcess; b: ServerProcess; dbUrl: string } = {
    a: undefined as unknown as ServerProcess,
    b: undefined as unknown as ServerProcess,
    dbUrl: '',
  };
  const name = `api_two_${crypto.randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    await admin.end();
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    servers.dbUrl = dbUrl.toString();
    const settings = {
      DATABASE_URL: servers.dbUrl,
      NODE_ENV: 'development',
      ...TEST_CHALLENGE,
      ...env,
    };
    [servers.a, servers.b] = await Promise.all([
      startServer(settings, 60_000),
      startServer(settings, 60_000),
    ]);
  }, 90_000);

  afterAll(async () => {
    if (servers.a) await stop(servers.a);
    if (servers.b) await stop(servers.b);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return servers;
}

const challenged = new Set(challengedEndpoints.map((e) => e.path));

/** A JSON POST; to a challenged route, with a challenge solved from the same instance. */
const post = async (base: string, path: string, body: unknown, cookie = '') =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(challenged.has(path) ? { [challengeHeader]: await solvedChallengeAt(base) } : {}),
    },
    body: JSON.stringify(body),
  });

/** Two API processes on one PostgreSQL database behave as one (vitest.config.ts includes this file only with DATABASE_URL). */
describe('two instances on one PostgreSQL database', () => {
  const servers = twoInstances({ RATE_LIMIT_CAPTCHA: '4' });

  it('completes an OTP journey across the two instances', async () => {
    const { a, b } = servers;
    const phone = '9876543210';
    expect((await post(a.url, '/api/v1/bb/users/send-otp', { phone })).status).toBe(200);
    const before = Date.now();
    // the resend rule is shared: B texts nothing within 59 s (and answers as A did)
    expect((await post(b.url, '/api/v1/bb/users/send-otp', { phone })).status).toBe(200);
    // Each instance's outbox read waits for its own texts sent after their answers.
    await fetch(`${b.url}/api/dev/outbox?to=${phone}&channel=sms`);
    const outbox = await (await fetch(`${a.url}/api/dev/outbox?to=${phone}&channel=sms`)).json();
    const messages = (outbox as { messages: { code: string; created_at: string }[] }).messages;
    const sentNow = messages.filter((m) => new Date(m.created_at).getTime() >= before - 5000);
    expect(sentNow).toHaveLength(1);
    const code = messages[0]!.code;
    const verified = await post(b.url, '/api/v1/bb/users/verify-otp', { phone, otp: code });
    expect(verified.status).toBe(200);
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // the code is used up on A too
    expect((await post(a.url, '/api/v1/bb/users/verify-otp', { phone, otp: code })).status).toBe(
      400,
    );
    const loans = await post(a.url, '/api/v1/bb/users/get-lan', { phone }, cookie);
    expect(loans.status).toBe(200);
    expect(((await loans.json()) as { data: unknown[] }).data).toHaveLength(2);
  });

  it('shares captchas (single use across instances) and rate-limit counters', async () => {
    const { a, b } = servers;
    const cap = (await (await fetch(`${a.url}/api/v1/bb/payments/captcha`)).json()) as {
      data: { captchaId: string };
    };
    const id = cap.data.captchaId;
    const outbox = (await (
      await fetch(`${b.url}/api/dev/outbox?to=${id}&channel=captcha`)
    ).json()) as { messages: { code: string }[] };
    const body = {
      lan: 'TW0000100001',
      mobileNo: '9876543210',
      captchaId: id,
      enteredCaptcha: outbox.messages[0]!.code,
    };
    expect((await post(b.url, '/api/v1/bb/users/validate-lan', body)).status).toBe(200);
    const replay = await post(a.url, '/api/v1/bb/users/validate-lan', body);
    expect(replay.status).toBe(400);
    // 4 captcha-class requests a minute per address, counted across both instances (3 used above)
    expect((await fetch(`${b.url}/api/v1/bb/payments/captcha`)).status).toBe(200);
    expect((await fetch(`${a.url}/api/v1/bb/payments/captcha`)).status).toBe(429);
  });
});

describe('one mandate per loan across two instances', () => {
  const servers = twoInstances();

  it('starts on both routes at once, on both instances, leave one open mandate', async () => {
    const { a, b, dbUrl } = servers;
    const lan = 'EV0000400001';
    const cap = (await (await fetch(`${a.url}/api/v1/bb/payments/captcha`)).json()) as {
      data: { captchaId: string };
    };
    const outbox = (await (
      await fetch(`${b.url}/api/dev/outbox?to=${cap.data.captchaId}&channel=captcha`)
    ).json()) as { messages: { code: string }[] };
    const looked = await post(a.url, '/api/v1/bb/users/validate-lan', {
      lan,
      mobileNo: '9012345678',
      captchaId: cap.data.captchaId,
      enteredCaptcha: outbox.messages[0]!.code,
    });
    expect(looked.status).toBe(200);
    const cookie = looked.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const plan = upiPlan(lan);
    const answers = await Promise.all(
      [a, b, a, b].flatMap((server) => [
        post(server.url, '/api/v1/bb/mandate/initiateMandate', { lan }, cookie),
        post(server.url, '/api/v1/bb/payments/create-plan', plan, cookie),
      ]),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const open = await client.query(
        `select order_id from mandates where loan_account_no = $1 and status in ('PENDING', 'ACTIVE')`,
        [lan],
      );
      expect(open.rows).toHaveLength(1);
    } finally {
      await client.end();
    }
  });
});

describe('one payment order per attempt across two instances', () => {
  const servers = twoInstances();

  it('the same Idempotency-Key sent to both instances at once makes one order', async () => {
    const { a, b, dbUrl } = servers;
    const cap = (await (await fetch(`${a.url}/api/v1/bb/payments/captcha`)).json()) as {
      data: { captchaId: string };
    };
    const outbox = (await (
      await fetch(`${b.url}/api/dev/outbox?to=${cap.data.captchaId}&channel=captcha`)
    ).json()) as { messages: { code: string }[] };
    const body = JSON.stringify({
      lan: 'TW0000100001',
      mobileNo: '9876543210',
      amount: '777',
      captchaId: cap.data.captchaId,
      enteredCaptcha: outbox.messages[0]!.code,
    });
    const send = async (base: string) =>
      fetch(`${base}/api/v1/bb/payments/create-order`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': 'two-instances-00000001',
          [challengeHeader]: await solvedChallengeAt(base),
        },
        body,
      });
    const answers = await Promise.all([send(a.url), send(b.url), send(a.url), send(b.url)]);
    const ids = new Set<string>();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      ids.add(((await answer.json()) as { order_id: string }).order_id);
    }
    expect(ids.size).toBe(1);
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const rows = await client.query(
      "select order_id from payment_orders where loan_account_no = 'TW0000100001' and amount = 777",
    );
    await client.end();
    expect(rows.rows).toHaveLength(1);
  });
});
