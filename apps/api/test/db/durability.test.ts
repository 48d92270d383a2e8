import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { challengeHeader } from '@company/forms/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.ts';
import { solvedChallengeAt, TEST_CHALLENGE } from '../helpers.ts';
import { type ServerProcess, startServer, stop } from '../server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-durability-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) await stop(s, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  NODE_ENV: 'development',
  RATE_LIMIT_LEAD: '10000000',
  ...TEST_CHALLENGE,
};

describe('durability of the embedded database', () => {
  it('keeps every lead that got a 2xx when the process is killed with SIGKILL under load', async () => {
    const first = await startServer(env, 60_000);
    servers.push(first);
    const acknowledged = new Set<string>();
    let killed = false;
    let sent = 0;
    const worker = async (w: number) => {
      for (let i = 0; !killed && i < 100_000; i++) {
        sent++;
        try {
          const res = await fetch(`${first.url}/api/v1/bb/users/product-queries`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [challengeHeader]: await solvedChallengeAt(first.url),
            },
            body: JSON.stringify({
              name: `Durable w${w} n${i}`,
              phone: '9876543210',
              product_type: 'Battery Loan',
            }),
          });
          if (res.ok) acknowledged.add(((await res.json()) as { data: { id: string } }).data.id);
        } catch {
          return; // connection reset by the kill
        }
      }
    };
    const load = Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
    const started = Date.now();
    while (acknowledged.size < 400 && Date.now() - started < 10_000) {
      await new Promise((r) => setTimeout(r, 25));
    }
    first.child.kill('SIGKILL'); // mid-load: requests are in flight
    killed = true;
    await first.exited;
    await load;
    expect(acknowledged.size).toBeGreaterThanOrEqual(100);

    // PGlite left its postmaster.pid and our lock file behind; the restart must cope with both.
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))).toBe(true);
    const second = await startServer(env, 60_000);
    servers.push(second);
    const health = await fetch(`${second.url}/api/health`);
    expect(health.status).toBe(200);

    // A second live process on the same directory is refused (PGlite has no lock of its own).
    const third = startServer(env, 60_000);
    await expect(third).rejects.toThrow(/in use by process/);

    await stop(second);
    const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await db.db
        .selectFrom('leads')
        .select('id')
        .where('name', 'like', 'Durable %')
        .execute();
      const stored = new Set(rows.map((r) => String(r.id)));
      const lost = [...acknowledged].filter((id) => !stored.has(id));
      console.info(
        `durability: sent ${sent}, acknowledged ${acknowledged.size}, stored ${stored.size}, lost ${lost.length}`,
      );
      expect(lost).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
