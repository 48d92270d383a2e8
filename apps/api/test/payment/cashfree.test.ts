import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Cashfree, CFEnvironment } from 'cashfree-pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { cashfreePayments } from '../../src/providers/cashfree-pg.ts';
import { createTestApp, openTestDatabase, PRODUCTION_SECRETS, type TestApp } from '../helpers.ts';

/**
 * A local fake of Cashfree's PG Orders API that follows its documentation (cashfree/cashfree-pg
 * docs/CreateOrderRequest.md and OrderEntity.md): `POST /pg/orders` and `GET /pg/orders/{id}`
 * with `x-client-id`, `x-client-secret`, `x-api-version`; a create without the documented fields
 * is refused as Cashfree refuses it. `settle` plays the payer finishing on Cashfree's page.
 */
async function fakeCashfree() {
  const orders = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const requests: {
    path: string;
    body: Record<string, unknown>;
    headers: http.IncomingHttpHeaders;
  }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (
        req.headers['x-client-id'] !== 'cf-id' ||
        req.headers['x-client-secret'] !== 'cf-secret' ||
        req.headers['x-api-version'] !== '2025-01-01'
      ) {
        return reply(401, {
          message: 'authentication Failed',
          code: 'request_failed',
          type: 'authentication_error',
        });
      }
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({ path: req.url ?? '', body, headers: req.headers });
      if (req.method === 'POST' && req.url === '/pg/orders') {
        const customer = body.customer_details as Record<string, unknown> | undefined;
        const meta = body.order_meta as Record<string, unknown> | undefined;
        if (
          typeof body.order_id !== 'string' ||
          !/^[A-Za-z0-9_-]{3,45}$/.test(body.order_id) ||
          typeof body.order_amount !== 'number' ||
          body.order_currency !== 'INR' ||
          !customer?.customer_id ||
          !/^[0-9]{10}$/.test(String(customer.customer_phone)) ||
          !String(meta?.return_url ?? '').includes('{order_id}')
        ) {
          return reply(400, {
            message: 'order request invalid',
            code: 'request_invalid',
            type: 'invalid_request_error',
          });
        }
        const order = {
          cf_order_id: String(orders.size + 1000),
          order_id: body.order_id,
          order_amount: body.order_amount,
          order_currency: 'INR',
          order_status: 'ACTIVE',
          payment_session_id: `session_${crypto.randomBytes(8).toString('hex')}`,
          created_at: new Date().toISOString(),
        };
        orders.set(body.order_id, order);
        return reply(200, order);
      }
      if (req.method === 'POST' && req.url === '/pg/subscriptions') {
        const plan = body.plan_details as Record<string, unknown> | undefined;
        const auth = body.authorization_details as Record<string, unknown> | undefined;
        const customer = body.customer_details as Record<string, unknown> | undefined;
        if (
          typeof body.subscription_id !== 'string' ||
          !customer?.customer_email ||
          !/^[0-9]{10}$/.test(String(customer.customer_phone)) ||
          plan?.plan_type !== 'PERIODIC' ||
          plan?.plan_interval_type !== 'MONTH' ||
          typeof plan?.plan_amount !== 'number' ||
          !Array.isArray(auth?.payment_methods) ||
          !String((body.subscription_meta as Record<string, unknown> | undefined)?.return_url ?? '')
        ) {
          return reply(400, { message: 'subscription request invalid', code: 'request_invalid' });
        }
        if (subscriptions.has(body.subscription_id)) {
          return reply(409, { message: 'subscription already exists', code: 'duplicate' });
        }
        const subscription = {
          cf_subscription_id: String(subscriptions.size + 5000),
          subscription_id: body.subscription_id,
          subscription_status: 'INITIALIZED',
          subscription_session_id: `sub_session_${crypto.randomBytes(6).toString('hex')}`,
          authorisation_details: { authorization_amount: 1, authorization_reference: '' },
        };
        subscriptions.set(body.subscription_id, subscription);
        return reply(200, subscription);
      }
      const sub = /^\/pg\/subscriptions\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && sub) {
        const found = subscriptions.get(decodeURIComponent(sub[1] ?? ''));
        return found ? reply(200, found) : reply(404, { message: 'subscription not found' });
      }
      const found = /^\/pg\/orders\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && found) {
        const order = orders.get(decodeURIComponent(found[1] ?? ''));
        return order
          ? reply(200, order)
          : reply(404, { message: 'order not found', code: 'order_not_found' });
      }
      return reply(404, { message: 'no such route' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    settle: (orderId: string, status: string) => {
      const order = orders.get(orderId);
      if (order) order.order_status = status;
    },
    authorise: (subscriptionId: string, status: string, reference: string) => {
      const found = subscriptions.get(subscriptionId);
      if (found) {
        found.subscription_status = status;
        found.authorisation_details = {
          authorization_amount: 1,
          authorization_reference: reference,
        };
      }
    },
    close: () => server.close(),
  };
}

/** A fresh captcha and its answer from the development outbox, as the form would send them. */
async function solvedCaptcha(t: TestApp) {
  const { captchaId } = (
    await t.app.inject({ method: 'GET', url: '/api/v1/bb/payments/captcha' })
  ).json().data;
  const outbox = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${captchaId}&channel=captcha`,
  });
  return { captchaId, enteredCaptcha: outbox.json().messages[0].code as string };
}

/** A webhook as Cashfree signs it: Base64(HMAC-SHA256(timestamp + raw body, client secret)). */
function signed(raw: string, secret = 'cf-secret', timestamp = String(Date.now())) {
  return {
    'content-type': 'application/json',
    'x-webhook-timestamp': timestamp,
    'x-webhook-signature': crypto
      .createHmac('sha256', secret)
      .update(timestamp + raw)
      .digest('base64'),
    'x-webhook-version': '2025-01-01',
  };
}

const webhookBody = (orderId: string, amount: number, status: string, paymentId = 555) =>
  // Cashfree's own formatting (amounts like 3950.00) must survive: the raw body is what is signed.
  `{"data":{"order":{"order_id":"${orderId}","order_amount":${amount.toFixed(2)},"order_currency":"INR"},"payment":{"cf_payment_id":${paymentId},"payment_status":"${status}","payment_amount":${amount.toFixed(2)}}},"event_time":"2026-11-24T20:00:00+05:30","type":"PAYMENT_${status === 'SUCCESS' ? 'SUCCESS' : 'FAILED'}_WEBHOOK"}`;

/** The settings that point the API at a Cashfree answering at `url`. */
const cashfreeEnv = (url: string) => ({
  CASHFREE_BASE_URL: url,
  CASHFREE_CLIENT_ID: 'cf-id',
  CASHFREE_CLIENT_SECRET: 'cf-secret',
  PUBLIC_ORIGIN: 'https://www.rideon.example',
});

/** A block's app on e-mandates through a fake Cashfree of its own, with `env` on top. */
function appOnFakeCashfree(env: Record<string, string>) {
  const on = {} as { fake: Awaited<ReturnType<typeof fakeCashfree>>; t: TestApp };
  beforeAll(async () => {
    on.fake = await fakeCashfree();
    on.t = await createTestApp({
      MANDATE_PROVIDER: 'cashfree',
      ...cashfreeEnv(on.fake.url),
      ...env,
    });
  });
  afterAll(async () => {
    await on.t.close();
    on.fake.close();
  });
  return on;
}

describe('the webhook signature, checked the way Cashfree’s own server SDK checks it', () => {
  it('agrees with cashfree-pg’s PGVerifyWebhookSignature on the same vectors', () => {
    const ours = cashfreePayments({
      baseUrl: 'http://unused',
      clientId: 'cf-id',
      clientSecret: 'cf-secret',
      apiVersion: '2025-01-01',
    });
    const sdk = new Cashfree(CFEnvironment.SANDBOX, 'cf-id', 'cf-secret');
    const raw = webhookBody('PO1', 3950, 'SUCCESS');
    const good = signed(raw);
    const vectors: [string, string, string][] = [
      [good['x-webhook-signature'], raw, good['x-webhook-timestamp']],
      [good['x-webhook-signature'], raw.replace('3950.00', '3950'), good['x-webhook-timestamp']],
      [signed(raw, 'other-secret')['x-webhook-signature'], raw, good['x-webhook-timestamp']],
      [good['x-webhook-signature'], raw, String(Number(good['x-webhook-timestamp']) + 1)],
    ];
    for (const [signature, body, timestamp] of vectors) {
      let sdkSays = true;
      try {
        sdk.PGVerifyWebhookSignature(signature, body, timestamp);
      } catch {
        sdkSays = false;
      }
      expect(ours.verifyWebhook(body, timestamp, signature), body.slice(0, 40)).toBe(sdkSays);
    }
    expect(ours.verifyWebhook(raw, good['x-webhook-timestamp'], good['x-webhook-signature'])).toBe(
      true,
    );
  });
});

describe('quick payment on Cashfree (against the fake)', () => {
  const on = appOnFakeCashfree({ PAYMENT_PROVIDER: 'cashfree' });

  const createOrder = async (amount: string) =>
    on.t.app.inject({
      method: 'POST',
      url: '/api/v1/bb/payments/create-order',
      payload: {
        lan: 'TW0000100001',
        mobileNo: '9876543210',
        amount,
        ...(await solvedCaptcha(on.t)),
      },
    });
  const status = (order_id: string) =>
    on.t.app.inject({
      method: 'POST',
      url: '/api/v1/bb/payments/order-status',
      payload: { order_id },
    });
  const webhook = (raw: string, headers: Record<string, string>) =>
    on.t.app.inject({
      method: 'POST',
      url: '/api/v1/bb/payments/webhook/cashfree',
      payload: raw,
      headers,
    });

  it('the Content-Security-Policy gains exactly Cashfree.js’s hosts, and only in this configuration', async () => {
    const csp = (await on.t.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ] as string;
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://sdk.cashfree.com");
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://api.cashfree.com https://sandbox.cashfree.com",
    );
    expect(directive('frame-src')).toBe(
      "frame-src 'self' https://sdk.cashfree.com https://api.cashfree.com https://sandbox.cashfree.com https://payments.cashfree.com https://payments-test.cashfree.com",
    );
    const plain = await createTestApp();
    try {
      const header = (await plain.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ] as string;
      expect(header).not.toContain('cashfree');
    } finally {
      await plain.close();
    }
  });

  it('creates the order at Cashfree as documented and answers its session for the browser SDK', async () => {
    const res = await createOrder('3950');
    expect(res.statusCode).toBe(200);
    const { order_id, payment_session_id, data } = res.json();
    expect(payment_session_id).toMatch(/^session_/);
    expect(data.checkout_url).toBe('');
    const sent = on.fake.requests.find(
      (r) => r.path === '/pg/orders' && r.body.order_id === order_id,
    );
    expect(sent?.body).toMatchObject({
      order_amount: 3950,
      order_currency: 'INR',
      customer_details: { customer_id: 'TW0000100001', customer_phone: '9876543210' },
      order_meta: { return_url: 'https://www.rideon.example/payment-response?order_id={order_id}' },
    });
    expect(sent?.headers['x-idempotency-key']).toBe(order_id);
    // No sandbox checkout page while a real gateway is configured.
    expect(on.t.config.sandboxProviders).not.toContain('payments');
  });

  it('on return, asks Cashfree: still ACTIVE stays pending; PAID is applied once and confirmed by SMS', async () => {
    const { order_id } = (await createOrder('1234')).json();
    expect((await status(order_id)).json().data.status).toBe('PENDING');
    on.fake.settle(order_id, 'PAID');
    const paid = (await status(order_id)).json();
    expect(paid).toMatchObject({ success: true, data: { status: 'PAID' } });
    const sms = await on.t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=9876543210&channel=sms',
    });
    expect(
      sms.json().messages.filter((m: { body: string }) => m.body.includes(order_id)),
    ).toHaveLength(1);
    // Asking again changes nothing and sends nothing more.
    await status(order_id);
    const again = await on.t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=9876543210&channel=sms',
    });
    expect(
      again.json().messages.filter((m: { body: string }) => m.body.includes(order_id)),
    ).toHaveLength(1);
  });

  it('webhooks: success applied once, a duplicate ignored, a forged one and an amount mismatch refused, a failure recorded', async () => {
    const { order_id } = (await createOrder('2222')).json();
    const forged = webhookBody(order_id, 2222, 'SUCCESS');
    expect((await webhook(forged, signed(forged, 'not-the-secret'))).statusCode).toBe(401);
    expect((await webhook(forged, { 'content-type': 'application/json' })).statusCode).toBe(401);
    const stale = signed(forged, 'cf-secret', String(Date.now() - 10 * 60_000));
    expect((await webhook(forged, stale)).statusCode).toBe(401);
    const short = webhookBody(order_id, 22, 'SUCCESS');
    const mismatch = await webhook(short, signed(short));
    expect(mismatch.statusCode).toBe(400);
    expect((await status(order_id)).json().data.status).toBe('PENDING');
    const good = webhookBody(order_id, 2222, 'SUCCESS', 777);
    const first = await webhook(good, { ...signed(good), 'x-idempotency-key': 'evt-777' });
    expect(first.json()).toEqual({ success: true, applied: true });
    const duplicate = await webhook(good, { ...signed(good), 'x-idempotency-key': 'evt-777' });
    expect(duplicate.json()).toEqual({ success: true, applied: false });
    expect((await status(order_id)).json().data).toMatchObject({
      status: 'PAID',
      pg_order_id: '777',
    });
    const late = webhookBody(order_id, 2222, 'FAILED', 778);
    expect((await webhook(late, signed(late))).json().applied).toBe(false);
    const other = (await createOrder('3333')).json().order_id;
    const failed = webhookBody(other, 3333, 'FAILED', 779);
    expect((await webhook(failed, signed(failed))).json().applied).toBe(true);
    expect((await status(other)).json()).toMatchObject({
      success: false,
      data: { status: 'FAILED' },
    });
  });
});

describe('e-mandate on Cashfree Subscriptions (against the fake)', () => {
  const on = appOnFakeCashfree({});

  /** The captcha-checked lookup; answers the journey's cookie. */
  async function lookUp(lan: string, mobileNo: string) {
    const res = await on.t.app.inject({
      method: 'POST',
      url: '/api/v1/bb/users/validate-lan',
      payload: { lan, reLan: lan, mobileNo, ...(await solvedCaptcha(on.t)) },
    });
    expect(res.statusCode).toBe(200);
    const cookies = res.headers['set-cookie'];
    return (Array.isArray(cookies) ? cookies : [cookies ?? ''])
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  const start = (cookie: string, lan: string) =>
    on.t.app.inject({
      method: 'POST',
      url: '/api/v1/bb/mandate/initiateMandate',
      payload: { lan },
      headers: { cookie },
    });
  const status = (order_id: string) =>
    on.t.app.inject({
      method: 'POST',
      url: '/api/v1/bb/payments/e-mandate-status',
      payload: { order_id },
    });
  const webhook = (raw: string, headers: Record<string, string>) =>
    on.t.app.inject({
      method: 'POST',
      url: '/api/v1/bb/mandate/webhook/cashfree',
      payload: raw,
      headers,
    });

  it('bank route: a subscription for the EMI with the ₹1 eNACH authorisation; its session for the SDK; the same again on a repeat; ACTIVE and the UMRN from Cashfree on return', async () => {
    const cookie = await lookUp('TW0000100001', '9876543210');
    const first = await start(cookie, 'TW0000100001');
    expect(first.statusCode).toBe(200);
    const { data, subscription } = first.json();
    expect(subscription.data.authLink).toBe('');
    expect(subscription.data.subscription_session_id).toMatch(/^sub_session_/);
    const sent = on.fake.requests.find(
      (r) => r.path === '/pg/subscriptions' && r.body.subscription_id === data.order_id,
    );
    expect(sent?.body).toMatchObject({
      customer_details: {
        customer_name: 'Asha Patil',
        customer_phone: '9876543210',
        customer_email: 'asha.patil@example.com',
      },
      plan_details: {
        plan_type: 'PERIODIC',
        plan_amount: 3950,
        plan_max_amount: 3950,
        plan_intervals: 1,
        plan_interval_type: 'MONTH',
      },
      authorization_details: {
        authorization_amount: 1,
        authorization_amount_refund: true,
        payment_methods: ['enach'],
      },
      subscription_meta: {
        return_url: `https://www.rideon.example/mandate-registration-response?order_id=${data.order_id}`,
      },
    });
    // A repeat answers the same order and session, without a second subscription at Cashfree.
    const again = (await start(cookie, 'TW0000100001')).json();
    expect(again.data.order_id).toBe(data.order_id);
    expect(again.subscription.data.subscription_session_id).toBe(
      subscription.data.subscription_session_id,
    );
    expect(on.fake.requests.filter((r) => r.path === '/pg/subscriptions')).toHaveLength(1);
    expect((await status(data.order_id)).json().data.status).toBe('PENDING');
    on.fake.authorise(data.order_id, 'ACTIVE', 'UMRN0001234');
    expect((await status(data.order_id)).json()).toMatchObject({
      success: true,
      data: { status: 'ACTIVE', umn: 'UMRN0001234' },
    });
    expect(on.t.config.sandboxProviders).not.toContain('mandates');
  });

  it('webhooks: a forged one refused, a status change applied once, a later contrary one ignored', async () => {
    const cookie = await lookUp('EV0000400001', '9012345678');
    const { data } = (await start(cookie, 'EV0000400001')).json();
    const body = (status: string) =>
      `{"data":{"subscription_details":{"cf_subscription_id":"5001","subscription_id":"${data.order_id}","subscription_status":"${status}"},"authorization_details":{"authorization_reference":"UMN-9988"}},"event_time":"2026-11-24T20:00:00+05:30","type":"SUBSCRIPTION_STATUS_CHANGED"}`;
    const cancelled = body('CUSTOMER_CANCELLED');
    expect((await webhook(cancelled, signed(cancelled, 'nope'))).statusCode).toBe(401);
    expect(
      (await webhook(cancelled, { ...signed(cancelled), 'x-idempotency-key': 'sub-1' })).json(),
    ).toEqual({
      success: true,
      applied: true,
    });
    expect(
      (await webhook(cancelled, { ...signed(cancelled), 'x-idempotency-key': 'sub-1' })).json()
        .applied,
    ).toBe(false);
    const active = body('ACTIVE');
    expect((await webhook(active, signed(active))).json().applied).toBe(false);
    expect((await status(data.order_id)).json()).toMatchObject({
      success: false,
      data: { status: 'CANCELLED' },
    });
  });
});

describe('production on real providers only', () => {
  it('starts without ALLOW_SANDBOX_PROVIDERS when every provider is real, and serves no sandbox page', async () => {
    const real = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/api-real-providers-test',
      SEED: 'false',
      PAYMENT_PROVIDER: 'cashfree',
      MANDATE_PROVIDER: 'cashfree',
      CASHFREE_BASE_URL: 'http://127.0.0.1:9',
      CASHFREE_CLIENT_ID: 'cf-id',
      CASHFREE_CLIENT_SECRET: 'cf-secret',
      PUBLIC_ORIGIN: 'https://www.rideon.example',
      SMS_PROVIDER: 'exotel',
      EXOTEL_ACCOUNT_SID: 'acme1',
      EXOTEL_API_KEY: 'key1',
      EXOTEL_API_TOKEN: 'token1',
      SMS_SENDER: 'RIDEON',
      SMS_DLT_ENTITY_ID: '1',
      SMS_DLT_TEMPLATE_OTP: '2',
      SMS_DLT_TEMPLATE_PAYMENT_RECEIVED: '3',
      SMS_DLT_TEMPLATE_TICKET_RAISED: '5',
      SMS_DLT_TEMPLATE_TICKET_STATUS: '4',
      SMS_DLT_TEMPLATE_OTP_HI: '12',
      SMS_DLT_TEMPLATE_PAYMENT_RECEIVED_HI: '13',
      SMS_DLT_TEMPLATE_TICKET_RAISED_HI: '15',
      SMS_DLT_TEMPLATE_TICKET_STATUS_HI: '14',
      SERVICE_DESK_PROVIDER: 'crm',
      SERVICE_DESK_WEBHOOK_SECRET:
        '7d1f3a9c5e2b8d4f6a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'care@rideon.example',
      LENDER_BASE_URL: 'http://127.0.0.1:9',
      LMS_BASE_URL: 'https://lms.example.com',
      LMS_CLIENT_ID: 'rideon-site',
      LMS_CLIENT_SECRET: 'lms-client-secret',
      ...PRODUCTION_SECRETS,
    };
    const config = loadConfig(real);
    expect(config.sandboxProviders).toEqual([]);
    const database = await openTestDatabase();
    const app = await buildApp(config, { database });
    try {
      for (const url of [
        '/api/sandbox/assets/sandbox.css',
        '/api/sandbox/checkout/session_x',
        '/api/sandbox/mandate/MD1',
        '/api/dev/outbox',
        '/api/docs/json',
      ]) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      const lender = await app.inject({
        method: 'POST',
        url: '/api/sandbox/lender/token',
        payload: {},
      });
      expect(lender.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/**
 * A deployment with one gateway real and the other still the sandbox: the sandbox's pages and
 * signed callback settle only the sandbox's own orders, never a real one (a `payment_session_id`
 * is what create-order hands any browser).
 */
describe('mixed deployments: a sandbox page never settles a real order', () => {
  let fake: Awaited<ReturnType<typeof fakeCashfree>>;
  beforeAll(async () => {
    fake = await fakeCashfree();
  });
  afterAll(() => fake.close());
  const cashfree = () => cashfreeEnv(fake.url);
  const form = (t: TestApp, url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const createOrder = async (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/bb/payments/create-order',
      payload: {
        lan: 'TW0000100001',
        mobileNo: '9876543210',
        amount: '3950',
        ...(await solvedCaptcha(t)),
      },
    });
  async function startMandate(t: TestApp) {
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bb/users/validate-lan',
      payload: {
        lan: 'TW0000100001',
        reLan: 'TW0000100001',
        mobileNo: '9876543210',
        ...(await solvedCaptcha(t)),
      },
    });
    expect(lookup.statusCode).toBe(200);
    const cookies = lookup.headers['set-cookie'];
    const cookie = (Array.isArray(cookies) ? cookies : [cookies ?? ''])
      .map((c) => c.split(';')[0])
      .join('; ');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bb/mandate/initiateMandate',
      payload: { lan: 'TW0000100001' },
      headers: { cookie },
    });
    expect(started.statusCode).toBe(200);
    return started.json().data.order_id as string;
  }
  const paidSms = async (t: TestApp, orderId: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=9876543210&channel=sms' }))
      .json()
      .messages.filter((m: { body: string }) => m.body.includes(orderId)).length;

  it('payments real, mandates sandbox: the checkout page and the payment callback do not exist; the mandate page serves the sandbox’s own', async () => {
    const t = await createTestApp({ PAYMENT_PROVIDER: 'cashfree', ...cashfree() });
    try {
      const { order_id, payment_session_id } = (await createOrder(t)).json();
      let wins = 0;
      const attacks = [
        await t.app.inject({ method: 'GET', url: `/api/sandbox/checkout/${payment_session_id}` }),
        await form(t, `/api/sandbox/checkout/${payment_session_id}`, 'action=pay'),
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/bb/payments/callback',
          payload: { event_id: 'x', order_id, status: 'PAID', order_amount: '3950.00' },
        }),
      ];
      for (const res of attacks) {
        expect(res.statusCode).toBe(404);
        if (res.statusCode < 400) wins++;
      }
      const status = await t.app.inject({
        method: 'POST',
        url: '/api/v1/bb/payments/order-status',
        payload: { order_id },
      });
      expect(status.json().data.status).toBe('PENDING');
      expect(await paidSms(t, order_id)).toBe(0);
      console.info(
        `mixed (payments real): ${wins} of ${attacks.length} attacks on a real order won`,
      );
      // The sandbox mandate gateway's own page still works.
      const mandate = await startMandate(t);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/sandbox/mandate/${mandate}` })).statusCode,
      ).toBe(200);
      expect(
        (await form(t, `/api/sandbox/mandate/${mandate}`, 'action=authorise')).statusCode,
      ).toBe(303);
    } finally {
      await t.close();
    }
  });

  it('mandates real, payments sandbox: the mandate page and the mandate callback do not exist; the checkout page serves the sandbox’s own', async () => {
    const t = await createTestApp({ MANDATE_PROVIDER: 'cashfree', ...cashfree() });
    try {
      const order_id = await startMandate(t);
      let wins = 0;
      const attacks = [
        await t.app.inject({ method: 'GET', url: `/api/sandbox/mandate/${order_id}` }),
        await form(t, `/api/sandbox/mandate/${order_id}`, 'action=authorise'),
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/bb/mandate/callback',
          payload: { event_id: 'x', order_id, status: 'ACTIVE' },
        }),
      ];
      for (const res of attacks) {
        expect(res.statusCode).toBe(404);
        if (res.statusCode < 400) wins++;
      }
      const row = await t.db
        .selectFrom('mandates')
        .select(['status', 'gateway'])
        .where('order_id', '=', order_id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'PENDING', gateway: 'cashfree' });
      console.info(
        `mixed (mandates real): ${wins} of ${attacks.length} attacks on a real mandate won`,
      );
      // The sandbox payment gateway's own checkout still works.
      const { payment_session_id } = (await createOrder(t)).json();
      expect(
        (await form(t, `/api/sandbox/checkout/${payment_session_id}`, 'action=pay')).statusCode,
      ).toBe(303);
    } finally {
      await t.close();
    }
  });

  it('a sandbox page refuses a row another gateway made, even where the page is served', async () => {
    const t = await createTestApp();
    try {
      const { order_id, payment_session_id } = (await createOrder(t)).json();
      await t.db
        .updateTable('payment_orders')
        .set({ gateway: 'cashfree' })
        .where('order_id', '=', order_id)
        .execute();
      expect(
        (await form(t, `/api/sandbox/checkout/${payment_session_id}`, 'action=pay')).statusCode,
      ).toBe(404);
      const mandate = await startMandate(t);
      await t.db
        .updateTable('mandates')
        .set({ gateway: 'cashfree' })
        .where('order_id', '=', mandate)
        .execute();
      expect(
        (await form(t, `/api/sandbox/mandate/${mandate}`, 'action=authorise')).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});
