import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index.ts';
import { preparedName } from '../../src/db/prepared.ts';
import { isUniqueViolation } from '../../src/lib/db-errors.ts';
import { hit } from '../../src/lib/rate-limit.ts';
import { firstRowOf } from '../../src/lib/sql.ts';
import { openTestDatabase } from '../helpers.ts';

// The statements every request runs are named prepared statements (src/db/prepared.ts). They
// must answer exactly what the same statement answers unprepared, on PGlite and on PostgreSQL
// (this file runs on both: `bash apps/api/scripts/test-postgres.sh test/prepared.test.ts`).
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await sql`create table prepared_probe (
    id bigserial primary key, label text not null unique, note text, at timestamptz not null,
    amount numeric(12, 2) not null, flag boolean not null default false)`.execute(database.db);
});
afterAll(() => database.close());

const insertProbe = () =>
  database.db
    .insertInto('prepared_probe' as never)
    .values({ label: '', note: null, at: new Date(0), amount: '0' } as never)
    .returning(['id', 'label', 'note', 'at', 'amount', 'flag'] as never)
    .compile();

/** Stores a probe row with only its label chosen, through the compiled insert. */
const insertLabelled = (db: Parameters<typeof firstRowOf>[0], label: string) =>
  firstRowOf<{ label: string }>(db, insertProbe(), [label, null, new Date(), '1']);

/** How many probe rows carry `label`. */
async function countLabelled(label: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from prepared_probe where label = ${label}`.execute(database.db);
  return Number(rows[0]?.n);
}

describe('named prepared statements', () => {
  it('answer the same rows and types as the unprepared statement, null and dates included', async () => {
    const compiled = insertProbe();
    const at = new Date('2026-11-25T10:00:00.123Z');
    expect(preparedName(compiled.sql)).toBeUndefined();
    const unprepared = (
      await database.db.executeQuery({ ...compiled, parameters: ['plain', null, at, '12.50'] })
    ).rows[0] as Record<string, unknown>;

    const prepared = await firstRowOf<Record<string, unknown>>(database.db, compiled, [
      'named',
      null,
      at,
      '12.50',
    ]);
    expect(preparedName(compiled.sql)).toMatch(/^company_prepared_\d+$/);
    const again = await firstRowOf<Record<string, unknown>>(database.db, compiled, [
      'named again',
      'a note',
      at,
      '7',
    ]);

    const kinds = (row: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          value === null ? 'null' : value instanceof Date ? 'date' : typeof value,
        ]),
      );
    expect(kinds(prepared)).toEqual(kinds(unprepared));
    expect(kinds(again)).toEqual({ ...kinds(unprepared), note: 'string' });
    expect(kinds(unprepared)).toMatchObject({ at: 'date', amount: 'string', flag: 'boolean' });
    expect(prepared).toMatchObject({ label: 'named', note: null, amount: '12.50', flag: false });
    expect(again).toMatchObject({ label: 'named again', note: 'a note', amount: '7.00' });
    expect((prepared.at as Date).toISOString()).toBe(at.toISOString());
    expect(Number(again.id)).toBe(Number(prepared.id) + 1);
  });

  it('are prepared once on the connection that runs them', async () => {
    const name = preparedName(insertProbe().sql);
    const statements = await database.db.connection().execute(async (connection) => {
      await insertLabelled(connection, 'on one connection');
      await insertLabelled(connection, 'on one connection, again');
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements where name = ${name}`.execute(
        connection,
      );
      return rows;
    });
    expect(statements).toEqual([{ name, statement: insertProbe().sql }]);
  });

  it('run inside the transaction that is open, and roll back with it', async () => {
    await expect(
      database.db.transaction().execute(async (tx) => {
        await insertLabelled(tx, 'rolled back');
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await countLabelled('rolled back')).toBe(0);
  });

  it('raise the database error with its code and leave the connection usable', async () => {
    await insertLabelled(database.db, 'taken');
    const error = await insertLabelled(database.db, 'taken').catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    const row = await insertLabelled(database.db, 'after the error');
    expect(row.label).toBe('after the error');
  });

  it('fail the open transaction on an error, which then rolls back cleanly', async () => {
    await insertLabelled(database.db, 'taken in a transaction');
    const error = await database.db
      .transaction()
      .execute(async (tx) => {
        await insertLabelled(tx, 'kept only if committed');
        await insertLabelled(tx, 'taken in a transaction');
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await countLabelled('kept only if committed')).toBe(0);
    const row = await insertLabelled(database.db, 'after the rolled-back transaction');
    expect(row.label).toBe('after the rolled-back transaction');
  });

  it('count the rate-limit windows kept in the database exactly, under concurrent hits', async () => {
    // Windows longer than a minute are counted in the database on both kinds.
    const counts = await Promise.all(
      Array.from({ length: 25 }, () => hit(database.db, 'prepared-probe:1', 3600)),
    );
    expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(typeof counts[0]).toBe('number');
  });
});
