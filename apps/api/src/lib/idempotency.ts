import { apiMessages } from '@company/forms/contracts';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hmacHex } from './crypto.ts';
import { HttpError } from './http.ts';

/** A key the page makes once per attempt (a UUID or similar): letters, digits, `-` and `_`. */
const keyShape = /^[A-Za-z0-9_-]{16,100}$/;
/** How long a repeat waits for the first request's answer before it is told to wait. */
const WAIT_MS = 8000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` once per `Idempotency-Key` (header) in `scope`: the first request's answer is stored
 * and every repeat with the same key — a double click, a retried request, a reload — gets that
 * answer without running again. A repeat that arrives while the first still runs waits for it. A
 * key reused for a different request (`fingerprint`) is refused; a first request that fails leaves
 * no trace, so the page can try again. Without the header, `run` simply runs.
 */
export async function idempotent<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  scope: string,
  fingerprint: string,
  run: () => Promise<T>,
): Promise<T> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return run();
  if (typeof header !== 'string' || !keyShape.test(header)) {
    throw new HttpError(400, apiMessages.idempotencyKey);
  }
  const key = `${scope}:${header}`;
  // The fingerprint is hashed: the stored row names no LAN, mobile or amount.
  const print = hmacHex(scope, fingerprint);
  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await db
      .insertInto('idempotent_requests')
      .values({ key, fingerprint: print })
      .onConflict((oc) => oc.doNothing())
      .returning('key')
      .executeTakeFirst();
    if (claimed) {
      let answer: T;
      try {
        answer = await run();
      } catch (error) {
        await db.deleteFrom('idempotent_requests').where('key', '=', key).execute();
        throw error;
      }
      await db
        .updateTable('idempotent_requests')
        .set({ answer: JSON.stringify(answer) })
        .where('key', '=', key)
        .execute();
      if (Math.random() < 0.01) await prune(db);
      return answer;
    }
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const row = await db
        .selectFrom('idempotent_requests')
        .select(['fingerprint', 'answer'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) break; // the first request failed: this one runs (and meets the same checks)
      if (row.fingerprint !== print) throw new HttpError(422, apiMessages.idempotencyReused);
      if (row.answer !== null) return JSON.parse(row.answer) as T;
      if (Date.now() > deadline) throw new HttpError(409, apiMessages.idempotencyInProgress);
      await sleep(100);
    }
  }
  throw new HttpError(409, apiMessages.idempotencyInProgress);
}

/** Stored answers are kept for a day. */
async function prune(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('idempotent_requests')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
