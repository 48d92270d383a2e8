import type { FastifyInstance } from 'fastify';
import { applyMandateEvent } from '../mandate/events.ts';
import { applyPaymentEvent, confirmPaid } from '../payment/confirm.ts';
import { cashfreeMandateEvents } from './cashfree-mandate.ts';
import { cashfreePaymentEvents } from './cashfree-payment.ts';
import { cashfreeWebhookRoute } from './cashfree-webhook.ts';
import { providerCallbackRoute } from './signed-callback.ts';

/**
 * What the payment and mandate gateways report on their own: Cashfree's webhooks when Cashfree
 * is configured, the sandbox gateways' signed callbacks otherwise. Each event is handed to its
 * domain (payment, mandate), which applies it once.
 */
export async function providerEventRoutes(app: FastifyInstance) {
  const { providers } = app.ctx;
  if (providers.cashfree) {
    await cashfreeWebhookRoute(app, providers.cashfree, cashfreePaymentEvents, applyPaymentEvent);
  }
  // A successful sandbox payment is confirmed by SMS, as a real gateway's webhook is.
  if (providers.payments.name === 'sandbox') {
    await providerCallbackRoute(app, 'payment', (orderId, status) =>
      confirmPaid(app, orderId, status),
    );
  }
  if (providers.cashfreeMandates) {
    const cashfree = providers.cashfreeMandates;
    await cashfreeWebhookRoute(app, cashfree, cashfreeMandateEvents, applyMandateEvent);
  }
  if (providers.mandates.name === 'sandbox') await providerCallbackRoute(app, 'mandate');
}
