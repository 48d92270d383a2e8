import { apiMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/http.ts';
import { keepRawJson } from '../lib/raw-json.ts';
import { appliedAnswer, errorResponse } from '../lib/schemas.ts';
import type { ProviderEvent } from './apply.ts';

/** One kind of Cashfree webhook: where Cashfree posts it, and how its body reads as an event. */
export interface CashfreeEvents<Body> {
  path: string;
  summary: string;
  /** The event the body reports; null for events that change no order. */
  eventOf: (body: Body) => (Omit<ProviderEvent, 'eventId'> & { fallbackId: string }) | null;
}

/**
 * A Cashfree webhook route (payments and subscriptions alike): the signature
 * (`x-webhook-signature` over `x-webhook-timestamp` + the raw body) checked before the body is
 * believed, then the event applied once (`x-idempotency-key`, else the event's own id); an event
 * whose amount differs from the order's is refused. `eventOf` reads the provider's body; null
 * for events that change no order.
 */
export async function cashfreeWebhookRoute<Body>(
  app: FastifyInstance,
  cashfree: { verifyWebhook: (raw: string, timestamp?: string, signature?: string) => boolean },
  events: CashfreeEvents<Body>,
  /** The domain's own application of the event (payment or mandate). */
  applyEvent: (app: FastifyInstance, event: ProviderEvent) => Promise<unknown>,
): Promise<void> {
  const route = {
    ...events,
    verify: cashfree.verifyWebhook,
    apply: (event: ProviderEvent) => applyEvent(app, event),
  };
  await app.register(async (scope) => {
    keepRawJson(scope);
    scope.post<{ Body: Body }>(
      route.path,
      {
        // Cashfree's servers post here; the signature, not the origin, says who it is.
        config: { crossSite: true },
        schema: {
          tags: ['provider callbacks'],
          summary: route.summary,
          response: {
            200: appliedAnswer,
            400: errorResponse,
            401: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const ok = route.verify(
          request.rawBody ?? '',
          request.headers['x-webhook-timestamp'] as string | undefined,
          request.headers['x-webhook-signature'] as string | undefined,
        );
        if (!ok) return sendError(reply, 401, apiMessages.invalidSignature);
        const found = request.body ? route.eventOf(request.body as Body) : null;
        if (!found) return { success: true, applied: false };
        const { fallbackId, ...event } = found;
        const key = request.headers['x-idempotency-key'];
        const outcome = await route.apply({
          eventId: typeof key === 'string' && key ? key : fallbackId,
          ...event,
        });
        if (outcome === 'amount-mismatch') return sendError(reply, 400, apiMessages.callbackAmount);
        return {
          success: true,
          applied: Boolean((outcome as { applied?: boolean } | undefined)?.applied),
        };
      },
    );
  });
}
