import crypto from 'node:crypto';
import { safeEqual } from '../lib/crypto.ts';
import type { PaymentGateway, ProviderOrderStatus } from './payments.ts';

/**
 * Cashfree Payments, PG Orders API (cashfree/cashfree-pg: docs/CreateOrderRequest.md,
 * docs/OrderEntity.md; docs "orders/get", "payments/webhooks"): orders are created server-side,
 * the browser SDK opens the checkout with the order's `payment_session_id`, and on return the
 * order's status is fetched from Cashfree, never read from the browser.
 */
export interface CashfreeConfig {
  /** `https://api.cashfree.com` (production) or `https://sandbox.cashfree.com` (their test mode). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** `x-api-version`, e.g. `2025-01-01`. */
  apiVersion: string;
}

export class PaymentProviderError extends Error {}

/** Cashfree's order statuses, as ours: ACTIVE has no successful payment yet. */
const statusOf: Record<string, ProviderOrderStatus['status']> = {
  ACTIVE: 'PENDING',
  PAID: 'PAID',
  EXPIRED: 'FAILED',
  TERMINATED: 'CANCELLED',
  TERMINATION_REQUESTED: 'PENDING',
};

/** An order expires this long after it is created (Cashfree's default is 30 days). */
const ORDER_LIFETIME_MS = 30 * 60_000;

/** Cashfree's API with the merchant's credentials, and its webhook signature check. */
export function cashfreeClient(config: CashfreeConfig, send: typeof fetch = fetch) {
  const headers = {
    'x-client-id': config.clientId,
    'x-client-secret': config.clientSecret,
    'x-api-version': config.apiVersion,
    accept: 'application/json',
  };
  return {
    async call(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
      const res = await send(new URL(path, config.baseUrl), {
        ...init,
        headers: { ...headers, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (!res.ok) {
        // Cashfree's error: { message, code, type } — no personal data in it.
        throw new PaymentProviderError(
          `Cashfree answered ${res.status}: ${String(body.code ?? '')} ${String(body.message ?? '')}`.trim(),
        );
      }
      return body;
    },

    /**
     * Cashfree's webhook signature (payments and subscriptions alike): Base64(HMAC-SHA256(
     * timestamp + raw body, client secret)) over the body exactly as received; the timestamp
     * (ms) within 5 minutes.
     */
    verifyWebhook(raw: string, timestamp?: string, signature?: string): boolean {
      if (!timestamp || !signature || !/^[0-9]{10,13}$/.test(timestamp)) return false;
      const ms = timestamp.length === 13 ? Number(timestamp) : Number(timestamp) * 1000;
      if (Math.abs(Date.now() - ms) > 5 * 60_000) return false;
      const expected = crypto
        .createHmac('sha256', config.clientSecret)
        .update(timestamp + raw)
        .digest('base64');
      return safeEqual(signature, expected);
    },
  };
}

export function cashfreePayments(
  config: CashfreeConfig,
  send: typeof fetch = fetch,
): PaymentGateway & {
  verifyWebhook: (raw: string, timestamp?: string, signature?: string) => boolean;
} {
  const { call, verifyWebhook } = cashfreeClient(config, send);
  return {
    name: 'cashfree',
    async createSession(order) {
      const body = await call('/pg/orders', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // A retried create is one order at Cashfree too.
          'x-idempotency-key': order.orderId,
        },
        body: JSON.stringify({
          order_id: order.orderId,
          order_amount: Number(order.amount.toFixed(2)),
          order_currency: 'INR',
          customer_details: {
            customer_id: order.customer.id,
            customer_phone: order.customer.phone,
            ...(order.customer.email ? { customer_email: order.customer.email } : {}),
          },
          order_meta: { return_url: order.returnUrl },
          order_expiry_time: new Date(Date.now() + ORDER_LIFETIME_MS).toISOString(),
          order_note: 'EMI payment',
        }),
      });
      const session = body.payment_session_id;
      if (typeof session !== 'string' || !session) {
        throw new PaymentProviderError('Cashfree gave no payment_session_id');
      }
      return { paymentSessionId: session, checkoutUrl: null };
    },

    async fetchStatus(orderId) {
      const body = await call(`/pg/orders/${encodeURIComponent(orderId)}`);
      return {
        status: statusOf[String(body.order_status)] ?? 'PENDING',
        amount: Number(body.order_amount),
        reference: body.cf_order_id === undefined ? null : String(body.cf_order_id),
      };
    },

    verifyWebhook,
  };
}
