import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { myLoanRouteMessages } from '@company/forms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { signToken } from '../../src/lib/crypto.ts';
import { httpLms, LmsError } from '../../src/providers/lms.ts';
import { createTestApp, PRODUCTION_SECRETS } from '../helpers.ts';
import { ML } from './borrower.ts';

/** A stand-in for the company's LMS: records what it is asked, answers `answer`. */
let seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"data":[]}' };
const server = http.createServer((req, res) => {
  seen.push({ url: req.url ?? '', headers: req.headers });
  res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lms/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the production loan management system client', () => {
  it('asks LMS_BASE_URL with its own credentials and reads `data`', async () => {
    seen = [];
    const lms = httpLms({ baseUrl, clientId: 'site', clientSecret: 'lms-secret' });
    answer = { status: 200, body: JSON.stringify({ data: [{ lan: 'TW1' }] }) };
    expect(await lms.loansOf('9876543210')).toEqual([{ lan: 'TW1' }]);
    await lms.statement('TW 1', '2026-04-01', '2026-11-26');
    expect(seen.map((s) => s.url)).toEqual([
      '/lms/v1/loans?mobile=9876543210',
      '/lms/v1/loans/TW%201/statement?from=2026-04-01&to=2026-11-26',
    ]);
    expect(seen[0]!.headers).toMatchObject({
      'x-client-id': 'site',
      'x-client-secret': 'lms-secret',
    });
  });

  it('an error status, a body without data or no answer at all is LmsError', async () => {
    const lms = httpLms({ baseUrl, clientId: 'site', clientSecret: 's' });
    answer = { status: 500, body: '{}' };
    await expect(lms.schedule('TW1')).rejects.toThrow(LmsError);
    answer = { status: 200, body: '<html>proxy</html>' };
    await expect(lms.payments('TW1')).rejects.toThrow(LmsError);
    const gone = httpLms({ baseUrl: 'http://127.0.0.1:1', clientId: 'a', clientSecret: 'b' });
    await expect(gone.loansOf('9876543210')).rejects.toThrow(LmsError);
  });

  it('production requires it (or ALLOW_SANDBOX_PROVIDERS=lms), and its credentials', () => {
    const production = {
      NODE_ENV: 'production',
      ...PRODUCTION_SECRETS,
      ALLOW_SANDBOX_PROVIDERS: 'messaging,payments,mandates,lender,service-desk',
    };
    expect(() => loadConfig(production)).toThrow('sandbox providers: lms.');
    expect(() => loadConfig({ ...production, LMS_BASE_URL: 'https://lms.example.com' })).toThrow(
      'LMS_BASE_URL needs: LMS_CLIENT_ID, LMS_CLIENT_SECRET',
    );
    const real = loadConfig({
      ...production,
      LMS_BASE_URL: 'https://lms.example.com',
      LMS_CLIENT_ID: 'a',
      LMS_CLIENT_SECRET: 'b',
    });
    expect(real.lms).toEqual({
      baseUrl: 'https://lms.example.com',
      clientId: 'a',
      clientSecret: 'b',
    });
    expect(real.sandboxProviders).not.toContain('lms');
  });

  it('an LMS that cannot answer is a 503 in the one error shape', async () => {
    answer = { status: 502, body: '' };
    const t = await createTestApp({
      LMS_BASE_URL: baseUrl,
      LMS_CLIENT_ID: 'a',
      LMS_CLIENT_SECRET: 'b',
    });
    try {
      const token = signToken(
        t.config.secrets.signingKey,
        { scope: 'my-loan', phone: '9876543210' },
        900,
      );
      const res = await t.app.inject({
        method: 'GET',
        url: `${ML}/loans`,
        headers: { cookie: `my_loan_session=${token}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        statusCode: 503,
        message: myLoanRouteMessages.lmsUnavailable,
      });
    } finally {
      await t.close();
    }
  });
});
