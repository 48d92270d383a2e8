import { type CashfreeConfig, cashfreeClient, PaymentProviderError } from './cashfree-pg.ts';
import type { MandateGateway, ProviderMandateStatus } from './payments.ts';

/**
 * Cashfree Subscriptions (API 2025-01-01; cashfree/cashfree-pg docs: CreateSubscriptionRequest,
 * SubscriptionEntity, AuthorizationDetails): one PERIODIC monthly plan per loan for its EMI, the
 * ₹1 authorisation (refunded) by eNACH (bank route) or UPI AutoPay, opened in the browser with
 * the subscription's session; the status and the UMN/UMRN (`authorization_reference`) read back.
 */
const statusOf: Record<string, ProviderMandateStatus['status']> = {
  INITIALIZED: 'PENDING',
  BANK_APPROVAL_PENDING: 'PENDING',
  ACTIVE: 'ACTIVE',
  LINK_EXPIRED: 'FAILED',
  EXPIRED: 'FAILED',
  CUSTOMER_CANCELLED: 'CANCELLED',
  CANCELLED: 'CANCELLED',
};

export const cashfreeMandateStatus = (status: unknown): ProviderMandateStatus['status'] =>
  statusOf[String(status)] ?? 'PENDING';

export function cashfreeMandates(
  config: CashfreeConfig & { fallbackEmail: string },
  send: typeof fetch = fetch,
): MandateGateway & {
  verifyWebhook: (raw: string, timestamp?: string, signature?: string) => boolean;
} {
  const { call, verifyWebhook } = cashfreeClient(config, send);
  return {
    name: 'cashfree',
    async start(m) {
      const body = await call('/pg/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-idempotency-key': m.orderId },
        body: JSON.stringify({
          subscription_id: m.orderId,
          customer_details: {
            customer_name: m.customer.name,
            // Cashfree requires an e-mail; a loan without one gets the company's own address.
            customer_email: m.customer.email ?? config.fallbackEmail,
            customer_phone: m.customer.phone,
          },
          plan_details: {
            plan_name: m.planName,
            plan_type: 'PERIODIC',
            plan_currency: 'INR',
            plan_amount: m.emi,
            plan_max_amount: m.emi,
            plan_intervals: 1,
            plan_interval_type: 'MONTH',
          },
          authorization_details: {
            authorization_amount: 1,
            authorization_amount_refund: true,
            payment_methods: [m.route === 'upi' ? 'upi' : 'enach'],
          },
          subscription_meta: { return_url: m.returnUrl },
          subscription_first_charge_time: m.firstChargeDate.toISOString(),
          subscription_expiry_time: m.endDate.toISOString(),
          subscription_note: m.planName,
        }),
      });
      const session = body.subscription_session_id;
      if (typeof session !== 'string' || !session) {
        throw new PaymentProviderError('Cashfree gave no subscription_session_id');
      }
      return { authorisationUrl: null, session };
    },

    async fetchStatus(orderId) {
      const body = await call(`/pg/subscriptions/${encodeURIComponent(orderId)}`);
      const auth = body.authorisation_details as { authorization_reference?: string } | undefined;
      return {
        status: cashfreeMandateStatus(body.subscription_status),
        reference: auth?.authorization_reference || null,
      };
    },

    verifyWebhook,
  };
}
