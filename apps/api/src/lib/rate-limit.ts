import { apiMessages } from '@company/forms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CompiledQuery } from 'kysely';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/index.ts';
import { HttpError } from './http.ts';
import { clientNetwork, countRequest, MemoryCounters, secondsLeft } from './rate-counters.ts';
import { firstRowOf } from './sql.ts';

export { countRequestsOf, MemoryCounters, secondsLeft } from './rate-counters.ts';

/**
 * Sliding windows (`rate-counters.ts`) per route class and client network (and, inside some
 * routes, per loan). On PostgreSQL they are counted in the database, so every instance behind a
 * load balancer shares the same counters. The embedded PGlite database belongs to one process
 * (it locks its directory), so there the windows of a minute or less, the ones every request
 * counts, are kept in that process's memory, beside the database they would otherwise be in;
 * longer quotas (per hour, per day) stay in the database and survive a restart. Every /api route
 * is in a class: 'general' unless it names another. A route may count its class in the statement
 * that stores its row (`rateLimitCountedByRoute`, the lead route on PostgreSQL): one round trip.
 */

const inMemory = new WeakMap<DB, MemoryCounters>();

/** Counts the short windows of `db` in this process: only for a database no other process opens. */
export function countShortWindowsInMemory(db: DB): void {
  // Apps built on one handle (tests) share its counters, as they would share the table.
  if (!inMemory.has(db)) inMemory.set(db, new MemoryCounters());
}

type CountUpsert = CompiledQuery<{ count: number }>;
const compiledUpserts = new Map<number, CountUpsert>();

/**
 * The counter's upsert for one window length, compiled once (PGlite and PostgreSQL compile the
 * same SQL): every API request runs it on PostgreSQL, and building it each time cost more than
 * the rest of the check. Its one parameter is the bucket.
 */
function countUpsert(db: DB, windowSeconds: number): CountUpsert {
  let compiled = compiledUpserts.get(windowSeconds);
  if (!compiled) {
    compiled = countRequest('', windowSeconds).compile(db);
    if (compiled.parameters.length !== 1) throw new Error('the bucket must be the only parameter');
    compiledUpserts.set(windowSeconds, compiled);
  }
  return compiled;
}

export async function hit(db: DB, bucket: string, windowSeconds = 60): Promise<number> {
  const memory = windowSeconds <= 60 ? inMemory.get(db) : undefined;
  if (memory) return memory.hit(bucket, windowSeconds);
  const upsert = countUpsert(db, windowSeconds);
  const row = await firstRowOf(db, upsert, [bucket]);
  return row.count;
}

/** The 429 answer: the seconds to wait in the message and in `Retry-After`. */
export function rateLimited(windowSeconds = 60): HttpError {
  const seconds = secondsLeft(windowSeconds);
  return new HttpError(429, apiMessages.tooManyRequests(seconds), { retryAfter: seconds });
}

/** Counts one request against `bucket`; past `max` in the window, refuses it with 429. */
export async function limit(db: DB, bucket: string, max: number, windowSeconds = 60) {
  if ((await hit(db, bucket, windowSeconds)) > max) throw rateLimited(windowSeconds);
}

/** Whether the short windows of `db` are counted in the database (PostgreSQL), not in memory. */
export function countsShortWindowsInDatabase(db: DB): boolean {
  return !inMemory.has(db);
}

type RateLimitClass = keyof Config['rateLimits'];

/** The counter of a request's class: one per class and client network (an IPv6 /64). */
export const classBucket = (kind: RateLimitClass, request: FastifyRequest) =>
  `${kind}:${clientNetwork(request.ip)}`;

const countedByRoute = new WeakSet<FastifyRequest>();

/**
 * A route with `rateLimitCountedByRoute` calls this once its own statement has counted the
 * request, so that an error after it (the 429 of that statement) is not counted twice.
 */
export function markCounted(request: FastifyRequest): void {
  countedByRoute.add(request);
}

export function installRateLimits(app: FastifyInstance, db: DB, config: Config) {
  const inDatabase = countsShortWindowsInDatabase(db);
  app.addHook('onRequest', async (request) => {
    const options = request.routeOptions.config;
    const kind =
      options?.rateLimit ?? (request.url.startsWith('/api/') ? ('general' as const) : undefined);
    if (!kind) return;
    if (inDatabase && options?.rateLimitCountedByRoute) return;
    await limit(db, classBucket(kind, request), config.rateLimits[kind]);
  });
  if (!inDatabase) return;
  // A route that counts its class in its own statement: what fails before that statement (a body
  // that is not JSON, the schema, the route's rules) is counted on its way out, as this hook counts
  // every other route's requests, so past the limit the answer is 429 whatever the body.
  app.addHook('onRoute', (route) => {
    if (!route.config?.rateLimitCountedByRoute) return;
    const kind = route.config.rateLimit ?? 'general';
    const own = route.errorHandler;
    route.errorHandler = async function (this: FastifyInstance, error, request, reply) {
      if (!countedByRoute.has(request)) {
        await limit(db, classBucket(kind, request), config.rateLimits[kind]);
      }
      if (own) return own.call(this, error, request, reply);
      throw error;
    };
  });
}

export async function pruneExpired(db: DB): Promise<void> {
  // A window that has ended is never counted again, whatever its length (a minute, an hour, a day).
  await db.deleteFrom('rate_limits').where('window_end', '<', sql<Date>`now()`).execute();
  await db
    .deleteFrom('captchas')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .deleteFrom('otps')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  // A number whose last OTP (the array's last entry) is over an hour old has no limit left to hold.
  await db
    .deleteFrom('otp_destinations')
    .where(sql<boolean>`sent_at[cardinality(sent_at)] < now() - interval '1 hour'`)
    .execute();
}
