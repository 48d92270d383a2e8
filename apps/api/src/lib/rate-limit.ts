import { apiMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/index.ts';
import { sendError } from './http.ts';

/**
 * Fixed one-minute windows per route class and client address, counted in the database so that
 * every instance behind a load balancer shares the same counters.
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

export function installRateLimits(app: FastifyInstance, db: DB, config: Config) {
  app.addHook('onRequest', async (request, reply) => {
    const kind = request.routeOptions.config?.rateLimit;
    // 'lead-inline': the route counts the hit in the same statement as its insert (hot path).
    if (!kind || request.routeOptions.config?.rateLimitInline) return;
    const limit = config.rateLimits[kind];
    const count = await hit(db, `${kind}:${request.ip}`);
    if (count > limit) {
      reply.header('retry-after', '60');
      return sendError(reply, 429, tooManyRequests);
    }
  });
}

export const tooManyRequests = apiMessages.tooManyRequests;

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
