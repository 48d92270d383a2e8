import { apiMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/index.ts';
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
    /** What the provider says was paid; must equal the order's amount. */
    amount: 'order_amount',
  },
  mandate: {
    url: '/api/v1/bb/mandate/callback',
    secret: (config: Config) => config.secrets.mandateCallbackSecret,
    statuses: ['ACTIVE', 'FAILED', 'CANCELLED'],
    table: 'mandates',
    reference: 'umn',
    amount: undefined,
  },
} as const;

type CallbackBody = Record<'event_id' | 'order_id' | 'status', string> &
  Partial<Record<'pg_order_id' | 'umn', string>> & { order_amount?: string | number };

/** What happens once an order reaches a final status through a callback (an SMS, say). */
export type OnFinal = (orderId: string, status: string) => Promise<void>;

/**
 * A signed provider callback (`x-timestamp`, `x-signature` = HMAC-SHA256 hex of
 * `timestamp.body`), idempotent by `event_id`: the event is recorded and applied in one
 * transaction, so the same event twice changes nothing.
 */
export async function providerCallbackRoute(
  app: FastifyInstance,
  provider: keyof typeof providers,
  onFinal?: OnFinal,
): Promise<void> {
  const { db, config } = app.ctx;
  const { url, secret, statuses, reference: ref, amount } = providers[provider];
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
              ...(amount
                ? {
                    [amount]: {
                      type: ['string', 'number'],
                      pattern: '^[0-9]{1,9}(\\.[0-9]{1,2})?$',
                    },
                  }
                : {}),
            },
            ...(amount ? { required: ['event_id', 'order_id', 'status', amount] } : {}),
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
            400: errorResponse,
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
        const outcome = await applyProviderEvent(db, provider, {
          eventId: b.event_id,
          orderId: b.order_id,
          status: b.status,
          reference: b[ref] ?? null,
          amount: amount ? Number(b[amount]) : null,
        });
        if (outcome === 'amount-mismatch') {
          request.log.warn(
            { orderId: b.order_id },
            `${provider} callback amount differs from the order`,
          );
          return sendError(reply, 400, apiMessages.callbackAmount);
        }
        if (outcome.applied && onFinal) {
          // After the commit; a message that fails to go out does not undo the payment.
          await onFinal(b.order_id, b.status).catch((error: unknown) =>
            request.log.error({ err: error, orderId: b.order_id }, `${provider} follow-up failed`),
          );
        }
        return outcome;
      },
    );
  });
}

/** A provider's word on an order: a callback, a webhook or the answer to a status query. */
export interface ProviderEvent {
  /** Unique per event: the same id twice is applied once. */
  eventId: string;
  orderId: string;
  /** A final status of the provider's kind (`PAID`, `FAILED`, `CANCELLED`; `ACTIVE`…). */
  status: string;
  /** The provider's own reference (payment id, UMN). */
  reference: string | null;
  /** What the provider says was paid, when it says (payments): must be the order's amount. */
  amount: number | null;
}

/**
 * Records the event and applies it in one transaction: only a PENDING order changes, only when
 * the amount (if given) is the order's, and the same event twice changes nothing.
 */
export async function applyProviderEvent(
  db: DB,
  provider: keyof typeof providers,
  event: ProviderEvent,
): Promise<{ success: true; duplicate: boolean; applied?: boolean } | 'amount-mismatch'> {
  const { table, reference: ref } = providers[provider];
  const paid = event.amount === null ? null : event.amount.toFixed(2);
  return db.transaction().execute(async (tx) => {
    if (paid !== null) {
      // The provider's amount must be the order's: an event for another sum changes nothing.
      const order = await tx
        .selectFrom('payment_orders')
        .select('amount')
        .where('order_id', '=', event.orderId)
        .executeTakeFirst();
      if (order && Number(order.amount).toFixed(2) !== paid) return 'amount-mismatch' as const;
    }
    const fresh = await tx
      .insertInto('provider_callbacks')
      .values({
        event_id: `${provider}:${event.eventId}`,
        provider,
        order_id: event.orderId,
        status: event.status,
        amount: paid,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!fresh) return { success: true as const, duplicate: true };
    // Only a PENDING order changes: a late or contradicting event leaves the result alone.
    const updated = await tx
      .updateTable(table)
      .set({ status: event.status, [ref]: event.reference, updated_at: sql<Date>`now()` })
      .where('order_id', '=', event.orderId)
      .where('status', '=', 'PENDING')
      .returning('order_id')
      .executeTakeFirst();
    return { success: true as const, duplicate: false, applied: Boolean(updated) };
  });
}
