import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { appForFile } from '../app-for-file.ts';
import { PRODUCTION_SECRETS } from '../helpers.ts';

const t = appForFile();

describe('GET /api/health', () => {
  it('answers ok with the service name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', service: 'company-api' });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('serves the OpenAPI document and its browser', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/bb/users/product-queries');
    // The signed-URL file endpoints are documented too (put and get).
    expect(Object.keys(doc.paths['/api/storage/{*}'] ?? {}).sort()).toEqual(['get', 'put']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('loadConfig', () => {
  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });

  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/without these secrets/);
  });

  it('refuses in production a secret of ours with less than 32 bytes of entropy, naming the setting', () => {
    const staging = {
      NODE_ENV: 'production',
      ...PRODUCTION_SECRETS,
      ALLOW_SANDBOX_PROVIDERS: 'messaging,payments,mandates,lender,service-desk,lms',
    };
    expect(loadConfig(staging).secrets.signingKey).toBe(PRODUCTION_SECRETS.SIGNING_KEY);
    const random = crypto.randomBytes(32);
    // What a person might set, and what the usual generators print.
    const weak = [
      'x',
      'a',
      'change-me-please',
      'a'.repeat(64),
      'abcd'.repeat(16),
      crypto.randomBytes(16).toString('hex'),
      'correct horse battery staple',
    ];
    const strong = [
      random.toString('hex'),
      random.toString('base64'),
      random.toString('base64url'),
    ];
    let accepted = 0;
    for (const [setting, value] of weak.flatMap(
      (v) =>
        [
          ['SIGNING_KEY', v],
          ['PAYMENT_CALLBACK_SECRET', v],
          ['STORAGE_SIGNING_KEY', v],
          ['MANDATE_CALLBACK_SECRET', v],
        ] as const,
    )) {
      try {
        loadConfig({ ...staging, [setting]: value });
        accepted++;
      } catch (error) {
        expect(String(error)).toContain(`${setting} is too weak for production`);
      }
    }
    for (const value of strong) {
      expect(loadConfig({ ...staging, SIGNING_KEY: value }).secrets.signingKey).toBe(value);
    }
    console.info(`weak production secrets accepted: ${accepted} of ${weak.length * 4}`);
    expect(accepted).toBe(0);
    // Outside production the development defaults still start.
    expect(loadConfig({ SIGNING_KEY: 'x' }).secrets.signingKey).toBe('x');
  });

  describe('in production, refuses each sandbox provider unless ALLOW_SANDBOX_PROVIDERS names it', () => {
    const all = ['messaging', 'payments', 'mandates', 'lender', 'service-desk', 'lms'];
    it.each(all)('%s', (provider) => {
      const others = all.filter((name) => name !== provider).join(',');
      const start = () =>
        loadConfig({
          NODE_ENV: 'production',
          ...PRODUCTION_SECRETS,
          ALLOW_SANDBOX_PROVIDERS: others,
        });
      expect(start).toThrow(`Refusing to start in production on sandbox providers: ${provider}.`);
      expect(start).toThrow(`ALLOW_SANDBOX_PROVIDERS=${provider}`);
    });

    it('a real lender system is no sandbox; an unknown name is refused; staging starts', () => {
      const real = loadConfig({
        NODE_ENV: 'production',
        ...PRODUCTION_SECRETS,
        LENDER_BASE_URL: 'https://lender.example.com',
        ALLOW_SANDBOX_PROVIDERS: 'messaging,payments,mandates,service-desk,lms',
      });
      expect(real.sandboxProviders).toEqual([
        'messaging',
        'payments',
        'mandates',
        'service-desk',
        'lms',
      ]);
      expect(real.apiDocs).toBe(false);
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          ...PRODUCTION_SECRETS,
          ALLOW_SANDBOX_PROVIDERS: 'sms',
        }),
      ).toThrow(/ALLOW_SANDBOX_PROVIDERS names no provider: sms/);
      expect(loadConfig({}).sandboxProviders).toEqual(all);
      expect(loadConfig({}).apiDocs).toBe(true);
    });
  });

  it('refuses a wildcard CORS origin', () => {
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/wildcard/);
  });

  it('uses PostgreSQL when DATABASE_URL is set, PGlite under DATA_DIR otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database.kind).toBe('postgres');
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/tmp/x/pglite',
    });
  });
});
