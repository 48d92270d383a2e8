import { type RawBuilder, sql } from 'kysely';

/** `now() + interval 'n seconds'` (n is a whole number written into the SQL, never user input). */
export function secondsFromNow(seconds: number): RawBuilder<Date> {
  const n = Math.trunc(seconds);
  return sql<Date>`now() + ${sql.raw(`interval '${n} seconds'`)}`;
}
