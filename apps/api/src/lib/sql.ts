import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/index.ts';

/** `now() + interval 'n seconds'` (n is a whole number written into the SQL, never user input). */
export function secondsFromNow(seconds: number): RawBuilder<Date> {
  const n = Math.trunc(seconds);
  return sql<Date>`now() + ${sql.raw(`interval '${n} seconds'`)}`;
}

/**
 * Runs a statement compiled once (for a route every request takes) with this request's
 * parameters, in the compiled order, and answers its first row.
 */
export async function firstRowOf<R>(
  db: DB,
  compiled: CompiledQuery<R>,
  parameters: readonly unknown[],
): Promise<R> {
  const {
    rows: [row],
  } = await db.executeQuery<R>({ ...compiled, parameters });
  if (!row) throw new Error('the statement returned no row');
  return row;
}
