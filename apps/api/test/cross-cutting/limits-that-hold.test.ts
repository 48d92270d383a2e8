import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index.ts';
import { clientNetwork } from '../../src/lib/rate-counters.ts';
import { createTestApp, openTestDatabase } from '../helpers.ts';

// The attacks of a flood from one IPv6 /64 and of a burst across a minute's edge, on the lead
// route (30 a minute per address, no captcha): only the limit passes.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
afterEach(() => {
  vi.useRealTimers();
});

const LEAD = '/api/v1/bb/users/product-queries';
const lead = { name: 'Ravi Kumar', phone: '9876543210', product_type: 'New Two-Wheeler Loan' };
const LIMIT = 30;

describe('the client network a limit counts', () => {
  it('is an IPv4 address whole, an IPv6 address by its /64, a mapped IPv4 address as IPv4', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});

describe('a flood of leads from 100 addresses of one IPv6 /64, behind the proxy', () => {
  it('stores only the limit', { timeout: 60_000 }, async () => {
    const t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LEAD: String(LIMIT) }, database);
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: LEAD,
            payload: { ...lead, name: `Flood ${i}` },
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': `2001:db8:77:1:${(i + 1).toString(16)}::1` },
          }),
        ),
      );
      const passed = answers.filter((answer) => answer.statusCode === 200).length;
      const refused = answers.filter((answer) => answer.statusCode === 429).length;
      console.info(`flood from one /64: ${passed} stored, ${refused} refused (limit ${LIMIT})`);
      expect(passed).toBe(LIMIT);
      expect(refused).toBe(100 - LIMIT);
      // Another /64 is another client.
      const other = await t.app.inject({
        method: 'POST',
        url: LEAD,
        payload: lead,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '2001:db8:77:2::1' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

/** Sends `n` leads from `address` at once; answers how many were stored. */
async function burst(t: Awaited<ReturnType<typeof createTestApp>>, address: string, n: number) {
  const answers = await Promise.all(
    Array.from({ length: n }, () =>
      t.app.inject({ method: 'POST', url: LEAD, payload: lead, remoteAddress: address }),
    ),
  );
  return answers.filter((answer) => answer.statusCode === 200).length;
}

describe('a burst across the edge of a minute', () => {
  it('lets at most the limit through in any 60 s', { timeout: 90_000 }, async () => {
    const t = await createTestApp({ RATE_LIMIT_LEAD: String(LIMIT) }, database);
    const address = `10.66.${Math.floor(Math.random() * 250)}.7`;
    try {
      if (database.kind === 'pglite') {
        // The embedded database counts minutes in the process: its clock is the test's.
        vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:59.500Z') });
      } else {
        // PostgreSQL counts with its own clock: wait for the last second of its minute.
        const { rows } = await sql<{ s: number }>`
          select mod(extract(epoch from now())::numeric, 60)::float8 as s`.execute(database.db);
        const secondsIn = rows[0]?.s ?? 0;
        const wait = secondsIn < 59 ? 59 - secondsIn : 60 - secondsIn + 59;
        await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
      }
      const before = await burst(t, address, LIMIT);
      if (database.kind === 'pglite') vi.setSystemTime(new Date('2026-11-26T10:01:00.200Z'));
      else await new Promise((resolve) => setTimeout(resolve, 1000));
      const after = await burst(t, address, LIMIT);
      console.info(
        `burst across a minute's edge: ${before} before it, ${after} after it (limit ${LIMIT})`,
      );
      expect(before).toBe(LIMIT);
      expect(after).toBe(0);
      expect(before + after).toBeLessThanOrEqual(LIMIT);
      if (database.kind === 'pglite') {
        // Still refused 50 s on; free again once the first burst is over a window old.
        vi.setSystemTime(new Date('2026-11-26T10:01:50.000Z'));
        expect(await burst(t, address, 1)).toBe(0);
        vi.setSystemTime(new Date('2026-11-26T10:02:15.000Z'));
        expect(await burst(t, address, 1)).toBe(1);
      }
    } finally {
      await t.close();
    }
  });
});
