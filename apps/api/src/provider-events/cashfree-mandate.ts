import { cashfreeMandateStatus } from '../providers/cashfree-subscriptions.ts';
import type { CashfreeEvents } from './cashfree-webhook.ts';

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
 * SUBSCRIPTION_STATUS_CHANGED; 2023-08-01: SUBSCRIPTION_STATUS_CHANGE); a final status only.
 */
export const cashfreeMandateEvents: CashfreeEvents<CashfreeSubscriptionWebhook> = {
  path: cashfreeMandateWebhookPath,
  summary: 'Cashfree subscription webhook (x-webhook-signature, x-webhook-timestamp)',
  eventOf: ({ type, data }) => {
    const orderId = data?.subscription_details?.subscription_id;
    const status = cashfreeMandateStatus(data?.subscription_details?.subscription_status);
    if (!type?.startsWith('SUBSCRIPTION_STATUS_CHANGE') || !orderId || status === 'PENDING') {
      return null;
    }
    return {
      fallbackId: `${orderId}:${status}`,
      orderId,
      status,
      reference: data?.authorization_details?.authorization_reference || null,
      amount: null,
    };
  },
};
