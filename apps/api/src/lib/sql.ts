import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/index.ts';
import { prepareOnEveryConnection } from '../db/prepared.ts';

/** `now() + interval 'n seconds'` (n is a whole number written into the SQL, never user input). */
export function secondsFromNow(seconds: number): RawBuilder<Date> {
  const n = Math.trunc(seconds);
  return sql<Date>`now() + ${sql.raw(`interval '${n} seconds'`)}`;
}

/**
 * Runs a statement compiled once (for a route every request takes) with this request's
 * parameters, in the compiled order, and answers its first row. The statement runs as a named
 * prepared statement: the database parses and plans it once per connection (db/prepared.ts).
 */
export async function firstRowOf<R>(
  db: DB,
  compiled: CompiledQuery<R>,
  parameters: readonly unknown[],
): Promise<R> {
  const [row] = await preparedRows<R>(db, compiled.sql, parameters);
  if (!row) throw new Error('the statement returned no row');
  return row;
}

/**
 * Runs a statement written once with `$n` placeholders (for a route every request takes) as a
 * named prepared statement, on `db` or inside a transaction, and answers its rows.
 */
export async function preparedRows<R>(
  db: DB,
  text: string,
  parameters: readonly unknown[],
): Promise<R[]> {
  prepareOnEveryConnection(text);
  const { rows } = await db.executeQuery<R>(CompiledQuery.raw(text, [...parameters]));
  return rows;
}
