import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/index.ts';
import { openTestDatabase } from '../helpers.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const config = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/api-proxy-test', ...env });

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, never "trust everyone"', () => {
    expect(config({}).trustProxy).toBe(false);
    expect(config({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(config({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => config({ TRUST_PROXY: 'true' })).toThrow(/number of proxies/);
    expect(() => config({ TRUST_PROXY: 'everyone' })).toThrow(/number of proxies/);
  });

  it.each([
    ['a hop count', '1'],
    ['the proxy’s address', '127.0.0.1'],
  ])(
    'with %s, a client cannot pass a per-address limit by naming itself in X-Forwarded-For',
    async (_, trust) => {
      const app = await buildApp(config({ TRUST_PROXY: trust, RATE_LIMIT_CAPTCHA: '2' }), {
        database,
      });
      try {
        // The proxy on 127.0.0.1 appends the client's real address (203.0.113.9) to what the
        // client sent; the client varies its own entry on every request.
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          const res = await app.inject({
            method: 'GET',
            url: '/api/v1/bb/payments/captcha',
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
          });
          statuses.push(res.statusCode);
        }
        expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
      } finally {
        await app.close();
      }
    },
  );
});

describe('the development outbox', () => {
  it('answers only a client on this machine', async () => {
    const app = await buildApp(config({}), { database });
    try {
      const local = await app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
      });
      expect(local.statusCode).toBe(200);
      const mapped = await app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '::ffff:127.0.0.1',
      });
      expect(mapped.statusCode).toBe(200);
      const remote = await app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '192.168.1.20',
      });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('messages');
    } finally {
      await app.close();
    }
  });
});
