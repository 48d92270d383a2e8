import { apiMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/index.ts';
import { HttpError } from './http.ts';

/**
 * Fixed windows per route class and client address (and, inside some routes, per destination
 * number or loan), counted in the database so that every instance behind a load balancer shares
 * the same counters. Every /api route is in a class: 'general' unless it names another.
 */

/** The start of the current fixed window, computed by the database (one clock for every instance). */
export const windowStart = (windowSeconds = 60) =>
  sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;

export async function hit(db: DB, bucket: string, windowSeconds = 60): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({
      bucket,
      window_start: windowStart(windowSeconds),
      count: 1,
    })
    .onConflict((oc) =>
      oc.columns(['bucket', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Seconds until the current fixed window ends (at least 1). */
export function secondsLeft(windowSeconds = 60): number {
  return Math.max(1, Math.ceil(windowSeconds - ((Date.now() / 1000) % windowSeconds)));
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

export function installRateLimits(app: FastifyInstance, db: DB, config: Config) {
  app.addHook('onRequest', async (request) => {
    const options = request.routeOptions.config;
    // The route counts the hit itself, in the statement that does its work (the lead's hot path).
    if (options?.rateLimitInline) return;
    const kind =
      options?.rateLimit ?? (request.url.startsWith('/api/') ? ('general' as const) : undefined);
    if (!kind) return;
    await limit(db, `${kind}:${request.ip}`, config.rateLimits[kind]);
  });
}

export async function pruneExpired(db: DB): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', sql<Date>`now() - interval '2 hours'`)
    .execute();
  await db
    .deleteFrom('captchas')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .deleteFrom('otps')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
