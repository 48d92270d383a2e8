import { apiMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { sendError } from '../lib/http.ts';
import { keepRawJson } from '../lib/raw-json.ts';
import { errorResponse } from '../lib/schemas.ts';
import { verifyCallback } from './payments.ts';

/** What each provider reports on: its URL, secret, final statuses, orders and own reference. */
const providers = {
  payment: {
    url: '/api/v1/bb/payments/callback',
    secret: (config: Config) => config.secrets.paymentCallbackSecret,
    statuses: ['PAID', 'FAILED', 'CANCELLED'],
    table: 'payment_orders',
    reference: 'pg_order_id',
  },
  mandate: {
    url: '/api/v1/bb/mandate/callback',
    secret: (config: Config) => config.secrets.mandateCallbackSecret,
    statuses: ['ACTIVE', 'FAILED', 'CANCELLED'],
    table: 'mandates',
    reference: 'umn',
  },
} as const;

type CallbackBody = Record<'event_id' | 'order_id' | 'status', string> &
  Partial<Record<'pg_order_id' | 'umn', string>>;

/**
 * A signed provider callback (`x-timestamp`, `x-signature` = HMAC-SHA256 hex of
 * `timestamp.body`), idempotent by `event_id`: the event is recorded and applied in one
 * transaction, so the same event twice changes nothing.
 */
export async function providerCallbackRoute(
  app: FastifyInstance,
  provider: keyof typeof providers,
): Promise<void> {
  const { db, config } = app.ctx;
  const { url, secret, statuses, table, reference: ref } = providers[provider];
  await app.register(async (scope) => {
    keepRawJson(scope);
    scope.post<{ Body: CallbackBody }>(
      url,
      {
        // The provider's servers post here; the signature, not the origin, says who it is.
        config: { crossSite: true },
        schema: {
          tags: ['provider callbacks'],
          summary: `Signed ${provider} provider callback (x-timestamp, x-signature); idempotent`,
          body: {
            type: 'object',
            required: ['event_id', 'order_id', 'status'],
            properties: {
              event_id: { type: 'string', minLength: 1, maxLength: 100 },
              order_id: { type: 'string', minLength: 1, maxLength: 64 },
              status: { type: 'string', enum: statuses },
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
          secret(config),
          request.headers['x-timestamp'] as string | undefined,
          request.headers['x-signature'] as string | undefined,
          request.rawBody ?? '',
        );
        if (!ok) return sendError(reply, 401, apiMessages.invalidSignature);
        const b = request.body;
        return db.transaction().execute(async (tx) => {
          const fresh = await tx
            .insertInto('provider_callbacks')
            .values({
              event_id: `${provider}:${b.event_id}`,
              provider,
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
