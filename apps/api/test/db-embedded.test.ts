import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { openTestDatabase, tempDirs } from './helpers.ts';

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
