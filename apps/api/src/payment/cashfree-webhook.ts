import { apiMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/http.ts';
import { keepRawJson } from '../lib/raw-json.ts';
import { errorResponse } from '../lib/schemas.ts';
import type { ProviderEvent } from '../providers/callback-route.ts';
import type { cashfreePayments } from '../providers/cashfree-pg.ts';

/** The path Cashfree is told to post payment events to (its dashboard's webhook URL). */
export const cashfreeWebhookPath = '/api/v1/bb/payments/webhook/cashfree';

/** Cashfree's payment status, as ours; other events (refunds, disputes) change no order. */
const statusOf: Record<string, string> = {
  SUCCESS: 'PAID',
  FAILED: 'FAILED',
  USER_DROPPED: 'CANCELLED',
};

interface CashfreePaymentWebhook {
  type?: string;
  data?: {
    order?: { order_id?: string; order_amount?: number | string };
    payment?: { cf_payment_id?: number | string; payment_status?: string };
  };
}

/**
 * Cashfree's payment webhook (docs "payments/webhooks"): `x-webhook-signature` over
 * `x-webhook-timestamp` + the raw body, checked before the body is believed; applied once per
 * event (`x-idempotency-key`, else payment id and status) and only when the amount is the order's.
 */
export async function cashfreeWebhookRoute(
  app: FastifyInstance,
  cashfree: ReturnType<typeof cashfreePayments>,
  apply: (event: ProviderEvent) => Promise<unknown>,
): Promise<void> {
  await app.register(async (scope) => {
    keepRawJson(scope);
    scope.post<{ Body: CashfreePaymentWebhook }>(
      cashfreeWebhookPath,
      {
        // Cashfree's servers post here; the signature, not the origin, says who it is.
        config: { crossSite: true },
        schema: {
          tags: ['provider callbacks'],
          summary:
            'Cashfree payment webhook (x-webhook-signature, x-webhook-timestamp); idempotent',
          response: {
            200: {
              type: 'object',
              properties: { success: { type: 'boolean' }, applied: { type: 'boolean' } },
            },
            400: errorResponse,
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
        const { data } = request.body ?? {};
        const orderId = data?.order?.order_id;
        const status = statusOf[data?.payment?.payment_status ?? ''];
        if (!orderId || !status) return { success: true, applied: false };
        const key = request.headers['x-idempotency-key'];
        const outcome = await apply({
          eventId:
            typeof key === 'string' && key
              ? key
              : `${String(data?.payment?.cf_payment_id ?? '')}:${status}`,
          orderId,
          status,
          reference:
            data?.payment?.cf_payment_id === undefined ? null : String(data.payment.cf_payment_id),
          amount: Number(data?.order?.order_amount),
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
