import { apiMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/http.ts';
import { keepRawJson } from '../lib/raw-json.ts';
import { errorResponse, shape } from '../lib/schemas.ts';
import { verifyCallback } from '../providers/payments.ts';
import { applyProviderEvent } from './apply.ts';
import { type EventKind, eventKinds } from './kinds.ts';

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
  provider: EventKind,
  onFinal?: OnFinal,
): Promise<void> {
  const { db, config } = app.ctx;
  const { url, secret, statuses, reference: ref, amount } = eventKinds[provider];
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
            200: shape({
              success: 'boolean',
              duplicate: { type: 'boolean', description: 'the event was received before' },
              applied: { type: 'boolean', description: 'the order changed (it was PENDING)' },
            }),
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
