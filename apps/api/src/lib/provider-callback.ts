import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { verifyCallback } from '../providers/payments.ts';
import { sendError } from './http.ts';
import { keepRawJson } from './raw-json.ts';
import { errorResponse } from './schemas.ts';

export interface ProviderCallbackOptions {
  url: string;
  provider: 'payment' | 'mandate';
  summary: string;
  /** HMAC secret of the `x-signature` header. */
  secret: string;
  /** Final statuses the provider may report. */
  statuses: readonly string[];
  /** The orders the provider reports on, and the body field and column of its own reference. */
  orders:
    | { table: 'mandates'; reference: 'umn' }
    | { table: 'payment_orders'; reference: 'pg_order_id' };
}

type CallbackBody = Record<'event_id' | 'order_id' | 'status', string> &
  Partial<Record<ProviderCallbackOptions['orders']['reference'], string>>;

/**
 * A signed provider callback (`x-timestamp`, `x-signature` = HMAC-SHA256 hex of
 * `timestamp.body`), idempotent by `event_id`: the event is recorded and applied in one
 * transaction, so the same event twice changes nothing.
 */
export async function providerCallbackRoute(
  app: FastifyInstance,
  options: ProviderCallbackOptions,
): Promise<void> {
  const { db } = app.ctx;
  const { table, reference: ref } = options.orders;
  await app.register(async (scope) => {
    keepRawJson(scope);
    scope.post<{ Body: CallbackBody }>(
      options.url,
      {
        schema: {
          tags: ['provider callbacks'],
          summary: options.summary,
          body: {
            type: 'object',
            required: ['event_id', 'order_id', 'status'],
            properties: {
              event_id: { type: 'string', minLength: 1, maxLength: 100 },
              order_id: { type: 'string', minLength: 1, maxLength: 64 },
              status: { type: 'string', enum: options.statuses },
              [ref]: { type: 'string', maxLength: 64 },
            },
          },
          response: {
            200: {
              type: 'object',
              properties: {
                success: { type: 'boolean' },
                duplicate: { type: 'boolean', description: 'the event was received before' },
                applied: { type: 'boolean', description: 'the order changed (it was PENDING)' },
              },
            },
            401: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const ok = verifyCallback(
          options.secret,
          request.headers['x-timestamp'] as string | undefined,
          request.headers['x-signature'] as string | undefined,
          request.rawBody ?? '',
        );
        if (!ok) return sendError(reply, 401, 'Invalid signature');
        const b = request.body;
        return db.transaction().execute(async (tx) => {
          const fresh = await tx
            .insertInto('provider_callbacks')
            .values({
              event_id: `${options.provider}:${b.event_id}`,
              provider: options.provider,
              order_id: b.order_id,
              status: b.status,
            })
            .onConflict((oc) => oc.doNothing())
            .returning('event_id')
            .executeTakeFirst();
          if (!fresh) return { success: true, duplicate: true };
          // Only a PENDING order changes: a late or contradicting event leaves the result alone.
          const updated = await tx
            .updateTable(table)
            .set({ status: b.status, [ref]: b[ref] ?? null, updated_at: sql<Date>`now()` })
            .where('order_id', '=', b.order_id)
            .where('status', '=', 'PENDING')
            .returning('order_id')
            .executeTakeFirst();
          return { success: true, duplicate: false, applied: Boolean(updated) };
        });
      },
    );
  });
}
