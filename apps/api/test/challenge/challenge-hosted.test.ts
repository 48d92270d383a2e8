import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiMessages,
  type ChallengeAnswer,
  challengeEndpoint,
  challengeHeader,
  submitLeadEndpoint,
} from '@company/forms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicyFor } from '../../src/app/security-headers.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestApp, PRODUCTION_SECRETS, type TestApp } from '../helpers.ts';

/**
 * A local fake of the hosted providers' siteverify (Cloudflare Turnstile's and hCaptcha's
 * documentation: a form post of secret, response, remoteip; `{ success }` in JSON): it knows one
 * good token per test, accepts it once, as both providers do, and answers 500 when told to.
 */
async function fakeSiteverify() {
  const received: Record<string, string>[] = [];
  const state = { good: new Set<string>(), failing: false };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push(form);
      if (state.failing) {
        res.writeHead(500).end();
        return;
      }
      const formOk =
        req.method === 'POST' &&
        req.url === '/siteverify' &&
        req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
        form.secret === 'the-secret';
      const success = Boolean(formOk && form.response && state.good.delete(form.response));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          success ? { success } : { success, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  return { server, url, received, state };
}

describe.each(['turnstile', 'hcaptcha'] as const)('the hosted challenge: %s', (provider) => {
  let fake: Awaited<ReturnType<typeof fakeSiteverify>>;
  let t: TestApp;
  const env = () => ({
    CHALLENGE_PROVIDER: provider,
    CHALLENGE_SITE_KEY: 'the-site-key',
    CHALLENGE_SECRET: 'the-secret',
    CHALLENGE_VERIFY_URL: fake.url,
  });
  beforeAll(async () => {
    fake = await fakeSiteverify();
    t = await createTestApp(env(), undefined, { solveChallenges: false });
  });
  afterAll(async () => {
    await t.close();
    fake.server.close();
  });

  const postLead = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: submitLeadEndpoint.path,
      payload: { name: 'Hosted Test', phone: '9876543210', product_type: 'EV Rental' },
      headers: token === undefined ? {} : { [challengeHeader]: token },
      remoteAddress: '10.1.2.3',
    });

  it('hands the browser the site key, and accepts a token the provider vouches for, once', async () => {
    const issued = await t.app.inject({ method: 'GET', url: challengeEndpoint.path });
    expect((issued.json() as ChallengeAnswer).data).toEqual({ provider, siteKey: 'the-site-key' });
    fake.state.good.add('token-1');
    expect((await postLead('token-1')).statusCode).toBe(200);
    expect(fake.received.at(-1)).toMatchObject({
      secret: 'the-secret',
      response: 'token-1',
      remoteip: '10.1.2.3',
      sitekey: 'the-site-key',
    });
    const again = await postLead('token-1');
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(apiMessages.challengeFailed);
  });

  it('refuses no token, a made-up one, and any token while the provider fails', async () => {
    const asked = fake.received.length;
    expect((await postLead()).statusCode).toBe(403);
    expect(fake.received.length).toBe(asked); // nothing to ask the provider about
    expect((await postLead('made-up')).statusCode).toBe(403);
    fake.state.good.add('token-2');
    fake.state.failing = true;
    try {
      expect((await postLead('token-2')).statusCode).toBe(403);
    } finally {
      fake.state.failing = false;
    }
  });

  it("names the provider's hosts in the Content-Security-Policy only when it is configured", async () => {
    const header = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ],
    );
    const host =
      provider === 'turnstile' ? 'https://challenges.cloudflare.com' : 'https://*.hcaptcha.com';
    expect(header).toMatch(new RegExp(`script-src [^;]*${host.replace(/[.*]/g, '\\$&')}`));
    expect(header).toMatch(new RegExp(`frame-src [^;]*${host.replace(/[.*]/g, '\\$&')}`));
    const plain = contentSecurityPolicyFor(loadConfig({ NODE_ENV: 'test' }));
    expect(JSON.stringify(plain)).not.toMatch(/cloudflare|hcaptcha/);
  });

  it('does not start without its secret and site key, in production either', () => {
    for (const missing of ['CHALLENGE_SECRET', 'CHALLENGE_SITE_KEY']) {
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          ALLOW_SANDBOX_PROVIDERS: 'messaging,payments,mandates,lender,service-desk,lms',
          ...PRODUCTION_SECRETS,
          ...env(),
          [missing]: '',
        }),
      ).toThrow(new RegExp(`CHALLENGE_PROVIDER=${provider} needs: ${missing}`));
    }
  });
});

describe('the challenge settings', () => {
  it('refuses an unknown provider and a difficulty that is not a whole number', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CHALLENGE_PROVIDER: 'recaptcha' })).toThrow(
      /CHALLENGE_PROVIDER must be altcha, turnstile or hcaptcha/,
    );
    for (const bad of ['0', '1.5', 'lots']) {
      expect(() => loadConfig({ NODE_ENV: 'test', CHALLENGE_MAX_NUMBER: bad })).toThrow(
        /CHALLENGE_MAX_NUMBER must be a whole number/,
      );
    }
    expect(loadConfig({ NODE_ENV: 'test' }).challenge).toEqual({
      provider: 'altcha',
      maxNumber: 100_000,
      expirySeconds: 300,
    });
  });
});
