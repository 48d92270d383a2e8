import { inRupees } from '@company/forms/contracts';
import { catalogueIn } from '@company/forms/hi';
import type { FastifyInstance } from 'fastify';
import { applyProviderEvent, type ProviderEvent } from '../provider-events/apply.ts';
import { paidOrder } from './queries.ts';

/** An event from the provider (a webhook, a status answer) applied once, and its SMS. */
export async function applyPaymentEvent(app: FastifyInstance, event: ProviderEvent) {
  const outcome = await applyProviderEvent(app.ctx.db, 'payment', event);
  if (outcome === 'amount-mismatch') {
    app.log.warn({ orderId: event.orderId }, 'payment provider amount differs from the order');
    return outcome;
  }
  if (outcome.applied) {
    await confirmPaid(app, event.orderId, event.status).catch((error: unknown) =>
      app.log.error({ err: error, orderId: event.orderId }, 'payment confirmation SMS failed'),
    );
  }
  return outcome;
}

/** A successful payment is confirmed by SMS to the mobile the order was placed with. */
export async function confirmPaid(app: FastifyInstance, orderId: string, status: string) {
  const { db, services, providers } = app.ctx;
  if (status !== 'PAID') return;
  const order = await paidOrder(db, orderId);
  const words = catalogueIn(order.language).paymentRouteMessages;
  // Owed to the payer, so it goes even past the number's budget, but it is counted there.
  await services.otp.draw('sms', order.mobile, 'confirmation');
  await providers.messaging.send({
    channel: 'sms',
    destination: order.mobile,
    subject: words.paidSmsSubject,
    template: 'payment-received',
    language: order.language,
    body: words.paidSms(
      inRupees(order.amount, order.language),
      order.loan_account_no.slice(-4),
      orderId,
    ),
  });
}
