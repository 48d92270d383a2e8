import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/index.ts';
import { migrate, migrationFiles } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import { openTestDatabase, tempDirs } from '../helpers.ts';

const tempDir = tempDirs();

// Runs on the embedded default only: vitest.config.ts leaves this file out when DATABASE_URL is set.
describe('embedded PGlite on disk', () => {
  it('opens after a crash left postmaster.pid, keeps the rows, and refuses a second open', async () => {
    const dataDir = path.join(tempDir(), 'pglite');
    const template = new Blob([fs.readFileSync(inject('templatePath'))]);
    const first = await openDatabase({ kind: 'pglite', dataDir }, { loadDataDir: template });
    await first.db
      .insertInto('leads')
      .values({ name: 'A', phone: '9876543210', product_type: 'x' })
      .execute();
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/already open/);
    await first.close();
    // What a SIGKILL leaves behind: PGlite's own pid file (it always writes -42).
    fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), '-42\n');
    const second = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await second.db.selectFrom('leads').select('name').execute();
    expect(rows.map((r) => r.name)).toContain('A');
    await second.close();
  });
});

describe('migrations and seeds', () => {
  it('are idempotent: running them again changes nothing', async () => {
    const handle = await openTestDatabase();
    try {
      expect(await migrate(handle.db, handle.runScripts)).toEqual([]);
      const before = await handle.db.selectFrom('loans').select('loan_account_no').execute();
      await seedDatabase(handle.db);
      const after = await handle.db.selectFrom('loans').select('loan_account_no').execute();
      expect(after.length).toBe(before.length);
      const types = await handle.db.selectFrom('request_types').selectAll().execute();
      expect(types.find((t) => t.request_type_id === 27)?.request_type).toBe('NOC Request');
    } finally {
      await handle.close();
    }
  });

  it("009 carries each number's current code and sends of the last hour to otp_destinations", async () => {
    const db = new PGlite();
    try {
      for (const file of migrationFiles().filter((f) => f.name < '009')) await db.exec(file.sql);
      await db.exec(`insert into otps
        (id, channel, destination, code_hash, attempts, expires_at, superseded_at, created_at) values
        ('a', 'sms', '9876543210', 'ha', 0, now(), now(), now() - interval '2 hours'),
        ('b', 'sms', '9876543210', 'hb', 0, now(), now(), now() - interval '30 minutes'),
        ('c', 'sms', '9876543210', 'hc', 2, now() + interval '290 seconds', null,
          now() - interval '10 seconds'),
        ('d', 'email', 'a@b.in', 'hd', 0, now(), null, now() - interval '90 minutes')`);
      const otpDestinations = migrationFiles().find((f) => f.name.startsWith('009'));
      await db.exec(otpDestinations?.sql ?? '');
      const { rows } = await db.query(
        `select channel, destination, code_id, code_hash, attempts, verified_at,
           array(select extract(epoch from now() - t)::int / 60 from unnest(sent_at) t) as ages
         from otp_destinations`,
      );
      // The resend wait and the hourly cap hold across the deploy, and the code sent just before
      // it still verifies; sends over an hour old count no more.
      expect(rows).toEqual([
        {
          channel: 'sms',
          destination: '9876543210',
          code_id: 'c',
          code_hash: 'hc',
          attempts: 2,
          verified_at: null,
          ages: [30, 0],
        },
      ]);
    } finally {
      await db.close();
    }
  });

  it('serialises concurrent transactions on one PGlite connection', async () => {
    const handle = await openTestDatabase();
    try {
      const results = await Promise.allSettled([
        handle.db.transaction().execute(async (tx) => {
          await tx
            .insertInto('leads')
            .values({ name: 'T1', phone: '9876543210', product_type: 'x' })
            .execute();
          await new Promise((r) => setTimeout(r, 20));
          throw new Error('roll back');
        }),
        handle.db
          .insertInto('leads')
          .values({ name: 'T2', phone: '9876543210', product_type: 'x' })
          .execute(),
      ]);
      expect(results[0].status).toBe('rejected');
      expect(results[1].status).toBe('fulfilled');
      const names = (await handle.db.selectFrom('leads').select('name').execute()).map(
        (r) => r.name,
      );
      expect(names).toContain('T2');
      expect(names).not.toContain('T1');
    } finally {
      await handle.close();
    }
  });
});
