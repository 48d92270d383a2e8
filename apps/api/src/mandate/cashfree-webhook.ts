import { apiMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/http.ts';
import { keepRawJson } from '../lib/raw-json.ts';
import { errorResponse } from '../lib/schemas.ts';
import type { ProviderEvent } from '../providers/callback-route.ts';
import {
  cashfreeMandateStatus,
  type cashfreeMandates,
} from '../providers/cashfree-subscriptions.ts';

/** The path Cashfree is told to post subscription events to (its dashboard's webhook URL). */
export const cashfreeMandateWebhookPath = '/api/v1/bb/mandate/webhook/cashfree';

interface CashfreeSubscriptionWebhook {
  type?: string;
  data?: {
    subscription_details?: { subscription_id?: string; subscription_status?: string };
    authorization_details?: { authorization_reference?: string };
  };
}

/**
 * Cashfree's subscription webhooks (docs "subscription/webhooks", 2025-01-01:
 * SUBSCRIPTION_STATUS_CHANGED; 2023-08-01: SUBSCRIPTION_STATUS_CHANGE), signed like its payment
 * webhooks; applied once per event, only to a pending mandate.
 */
export async function cashfreeMandateWebhookRoute(
  app: FastifyInstance,
  cashfree: ReturnType<typeof cashfreeMandates>,
  apply: (event: ProviderEvent) => Promise<unknown>,
): Promise<void> {
  await app.register(async (scope) => {
    keepRawJson(scope);
    scope.post<{ Body: CashfreeSubscriptionWebhook }>(
      cashfreeMandateWebhookPath,
      {
        config: { crossSite: true },
        schema: {
          tags: ['provider callbacks'],
          summary: 'Cashfree subscription webhook (x-webhook-signature, x-webhook-timestamp)',
          response: {
            200: {
              type: 'object',
              properties: { success: { type: 'boolean' }, applied: { type: 'boolean' } },
            },
            401: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const ok = cashfree.verifyWebhook(
          request.rawBody ?? '',
          request.headers['x-webhook-timestamp'] as string | undefined,
          request.headers['x-webhook-signature'] as string | undefined,
        );
        if (!ok) return sendError(reply, 401, apiMessages.invalidSignature);
        const { type, data } = request.body ?? {};
        const orderId = data?.subscription_details?.subscription_id;
        const status = cashfreeMandateStatus(data?.subscription_details?.subscription_status);
        if (!type?.startsWith('SUBSCRIPTION_STATUS_CHANGE') || !orderId || status === 'PENDING') {
          return { success: true, applied: false };
        }
        const key = request.headers['x-idempotency-key'];
        const outcome = (await apply({
          eventId: typeof key === 'string' && key ? key : `${orderId}:${status}`,
          orderId,
          status,
          reference: data?.authorization_details?.authorization_reference || null,
          amount: null,
        })) as { applied?: boolean } | string;
        return { success: true, applied: typeof outcome === 'object' && Boolean(outcome.applied) };
      },
    );
  });
}
