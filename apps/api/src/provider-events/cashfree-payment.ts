import type { CashfreeEvents } from './cashfree-webhook.ts';

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

/** Cashfree's payment webhook (docs "payments/webhooks"), applied only at the order's amount. */
export const cashfreePaymentEvents: CashfreeEvents<CashfreePaymentWebhook> = {
  path: cashfreeWebhookPath,
  summary: 'Cashfree payment webhook (x-webhook-signature, x-webhook-timestamp); idempotent',
  eventOf: ({ data }) => {
    const orderId = data?.order?.order_id;
    const status = statusOf[data?.payment?.payment_status ?? ''];
    if (!orderId || !status) return null;
    const paymentId = data?.payment?.cf_payment_id;
    return {
      fallbackId: `${String(paymentId ?? '')}:${status}`,
      orderId,
      status,
      reference: paymentId === undefined ? null : String(paymentId),
      amount: Number(data?.order?.order_amount),
    };
  },
};
