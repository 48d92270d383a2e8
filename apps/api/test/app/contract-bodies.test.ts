import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '@company/forms/contracts';
import * as contracts from '@company/forms/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../helpers.ts';

/**
 * One declaration per request: each route validates its body with the JSON Schema its endpoint's
 * contract declares (not a copy), and a rule changed in the contract changes what the API takes.
 */

// Every route the app registers, with the options it was registered with.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>();
  const fastify = ((options?: object) => {
    const app = real.default(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: fastify };
});

type AnyEndpoint = Endpoint<unknown, unknown, unknown>;
const endpointsWithBody = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, AnyEndpoint] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'path' in entry[1] && 'body' in entry[1],
);

/** Routes that take a body no contract of ours declares: the providers' callbacks and webhooks. */
const providerRoutes = /\/(callback|webhook)s?\b|\/cashfree\//;

describe('each route’s body schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { createTestApp } = await import('../helpers.ts');
    // The CRM's desk, so that its webhook (declared in a contract too) is registered and checked.
    t = await createTestApp({
      SERVICE_DESK_PROVIDER: 'crm',
      SERVICE_DESK_WEBHOOK_SECRET: 'contract-bodies-test-webhook-secret-0123456789',
    });
  });
  afterAll(() => t.close());

  const routeOf = (method: string, url: string) =>
    registered.find(
      (route) => route.url === url && [route.method].flat().includes(method) && route.schema?.body,
    );

  it('is the contract’s own declaration, with the contract’s messages', () => {
    expect(endpointsWithBody.length).toBeGreaterThan(15);
    for (const [name, endpoint] of endpointsWithBody) {
      const route = routeOf(endpoint.method, endpoint.path);
      expect(route, name).toBeDefined();
      expect(route?.schema?.body, name).toBe(endpoint.body);
      expect((route?.config as { messages?: unknown })?.messages, name).toBe(
        endpoint.fieldMessages,
      );
    }
  });

  it('of every site-facing route comes from a contract', () => {
    const declared = new Set(endpointsWithBody.map(([, e]) => `${e.method} ${e.path}`));
    const undeclared = registered
      .filter((route) => route.schema?.body && route.url.startsWith('/api/v1/'))
      .filter((route) => !providerRoutes.test(route.url))
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      .filter((key) => !declared.has(key));
    expect(undeclared).toEqual([]);
  });
});

/** The quick payment's amount, asked with a solved captcha (the amount is checked first). */
async function orderWithAmount(t: TestApp, amount: string) {
  const BB = '/api/v1/bb';
  const captcha = await t.app.inject({ method: 'GET', url: `${BB}/payments/captcha` });
  const { captchaId } = captcha.json().data;
  const outbox = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${captchaId}&channel=captcha`,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `${BB}/payments/create-order`,
    payload: {
      lan: 'TW0000100001',
      mobileNo: '9876543210',
      amount,
      captchaId,
      enteredCaptcha: outbox.json().messages[0].code,
    },
  });
  return res.json() as { message: string; field?: string };
}

describe('a changed amount rule in the contract', () => {
  it('changes what the API accepts', async () => {
    const { paymentRouteMessages } = contracts;
    const before = await import('../helpers.ts');
    const t = await before.createTestApp();
    // Today's rule (six digits): a seven-digit amount is refused as an amount.
    expect(await orderWithAmount(t, '1000000')).toMatchObject({
      message: paymentRouteMessages.amount,
      field: 'amount',
    });
    await t.close();

    // The contract's rule, and nothing else, changed to seven digits: the same amount passes the
    // rule and is refused only by the loan's outstanding, further on.
    const contractsFile = fileURLToPath(import.meta.resolve('@company/forms/contracts'));
    const ruleModule = path.join(path.dirname(contractsFile), '../schemas/rupee-amount.ts');
    vi.doMock(ruleModule, () => ({ rupeeAmount: /^[0-9]{1,7}$/ }));
    vi.resetModules();
    try {
      const changed = await import('@company/forms/contracts');
      expect(changed.createPaymentOrderEndpoint.body?.properties.amount).toMatchObject({
        pattern: '^[0-9]{1,7}$',
      });
      const after = await import('../helpers.ts');
      const t7 = await after.createTestApp();
      const answer = await orderWithAmount(t7, '1000000');
      await t7.close();
      expect(answer.message).not.toBe(paymentRouteMessages.amount);
      expect(answer.field).toBe('amount');
      expect(answer.message).toMatch(/^Amount cannot be more than the outstanding amount of /);
    } finally {
      vi.doUnmock(ruleModule);
      vi.resetModules();
    }
  });
});
