import ipaddr from 'ipaddr.js';
import { type RawBuilder, sql } from 'kysely';

/**
 * Sliding-window counters. A window of W seconds is kept as slots of W/6 seconds; a request is
 * counted in its slot and checked against the sum of its slot and the six before it. Every
 * request of the last W seconds is in that sum (the oldest slot reaches up to W + W/6 back), so at
 * most the limit passes in any W seconds, across any boundary, at one upsert and one index range
 * read in one statement. Refused requests are counted too: a client that keeps pushing past the
 * limit stays refused until it stops for a window.
 */

/** The slot of a window: a sixth of it, at least one second. */
export const slotSeconds = (windowSeconds: number) =>
  Math.max(1, Math.trunc(windowSeconds / SLOTS_PER_WINDOW));
const SLOTS_PER_WINDOW = 6;

/** A length as a literal of the SQL: a whole number from the code, never user input. */
const secondsLiteral = (seconds: number) => sql.raw(String(Math.trunc(seconds)));

/** The start of the current slot, computed by the database (one clock for every instance). */
export const slotStart = (windowSeconds = 60) => {
  const n = secondsLiteral(slotSeconds(windowSeconds));
  return sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${n}) * ${n})`;
};

/** When the current slot stops counting: its row may be pruned after it. */
const slotCountsUntil = (windowSeconds = 60) =>
  sql<Date>`${slotStart(windowSeconds)} + interval '${secondsLiteral(
    slotSeconds(windowSeconds) + windowSeconds,
  )} seconds'`;

/** The requests of `bucket` in the slots before the current one that still count. */
const earlierSlots = (bucket: RawBuilder<unknown>, windowSeconds: number) =>
  sql<number>`coalesce((select sum(r.count) from rate_limits r where r.bucket = ${bucket}
      and r.window_start >= ${slotStart(windowSeconds)} - interval '${secondsLiteral(
        windowSeconds,
      )} seconds'
      and r.window_start < ${slotStart(windowSeconds)}), 0)::int`;

const addToTheCount = sql`on conflict (bucket, window_start)
    do update set count = rate_limits.count + excluded.count
    returning bucket, count`;

/**
 * One request against `bucket`: the statement answers the sliding window's count, this request
 * included. Its one parameter is the bucket.
 */
export function countRequest(bucket: string, windowSeconds = 60): RawBuilder<{ count: number }> {
  return sql<{ count: number }>`with upserted as (
      insert into rate_limits (bucket, window_start, window_end, count)
      values (${bucket}, ${slotStart(windowSeconds)}, ${slotCountsUntil(windowSeconds)}, 1)
      ${addToTheCount}
    )
    select (count + ${earlierSlots(sql`upserted.bucket`, windowSeconds)})::int as count
    from upserted`;
}

/**
 * The counter for a group of requests, as two CTEs of the caller's statement: `relation` has a row
 * per bucket with `n`, its requests in the group, each bucket once; `counted` then has each
 * bucket's sliding count after the group, so the statement can tell which of a bucket's requests
 * fall within a limit.
 */
export function countRequestsOf(relation: string, windowSeconds = 60): RawBuilder<unknown> {
  return sql`upserted as (
      insert into rate_limits (bucket, window_start, window_end, count)
      select bucket, ${slotStart(windowSeconds)}, ${slotCountsUntil(windowSeconds)}, n
      from ${sql.table(relation)}
      ${addToTheCount}
    ),
    counted as (
      select bucket, (count + ${earlierSlots(sql`upserted.bucket`, windowSeconds)})::int as count
      from upserted
    )`;
}

/**
 * The same counts kept in one process (the embedded database, which no other process opens): per
 * window length, the slots that still count, each with its counts per bucket. A slot that stops
 * counting is dropped whole, so a flood from many addresses holds one window's buckets.
 */
export class MemoryCounters {
  private windows = new Map<number, Map<number, Map<string, number>>>();

  hit(bucket: string, windowSeconds: number): number {
    const slot = slotSeconds(windowSeconds);
    const current = Math.floor(Date.now() / 1000 / slot) * slot;
    let slots = this.windows.get(windowSeconds);
    if (!slots) {
      slots = new Map();
      this.windows.set(windowSeconds, slots);
    }
    let total = 1;
    for (const [start, counts] of slots) {
      if (start < current - windowSeconds) slots.delete(start);
      else if (start !== current) total += counts.get(bucket) ?? 0;
    }
    let counts = slots.get(current);
    if (!counts) {
      counts = new Map();
      slots.set(current, counts);
    }
    const count = (counts.get(bucket) ?? 0) + 1;
    counts.set(bucket, count);
    return total + count - 1;
  }

  /** How many (slot, bucket) counts are held, over every window length (for tests). */
  get size(): number {
    let size = 0;
    for (const slots of this.windows.values())
      for (const counts of slots.values()) size += counts.size;
    return size;
  }
}

/** Seconds until every request counted so far has left the window (at least 1). */
export function secondsLeft(windowSeconds = 60): number {
  const slot = slotSeconds(windowSeconds);
  return Math.max(1, Math.ceil(windowSeconds - ((Date.now() / 1000) % slot)));
}

/**
 * The part of a client address that is counted: an IPv4 address whole, an IPv6 address by its
 * /64 (one subscriber's network: a client can pick any address in it), an IPv4 address written
 * as IPv6 (::ffff:a.b.c.d) as the IPv4 one.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(`${parts.map((p) => p.toString(16)).join(':')}::`).toString()}/64`;
}
