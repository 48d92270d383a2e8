import { paymentRouteMessages, paymentStatusEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { askingTheProvider, orderStatusRoute } from '../lib/order-status.ts';
import { shape } from '../lib/schemas.ts';
import { applyPaymentEvent } from './confirm.ts';
import { orderStatus } from './queries.ts';

const orderData = shape({
  order_id: 'string',
  amount: 'string',
  pg_order_id: { type: ['string', 'null'] },
  created_at: 'string',
  status: 'string',
});

/** Step 2: the result page's status, asking the provider while the order is still pending. */
export function paymentStatusRoute(app: FastifyInstance) {
  const { db, providers } = app.ctx;
  // Back from the checkout: the provider says how it ended.
  const find = askingTheProvider(
    app,
    'payment',
    (orderId) => orderStatus(db, orderId),
    () => providers.payments,
    (event) => applyPaymentEvent(app, event),
  );
  orderStatusRoute(app, {
    endpoint: paymentStatusEndpoint,
    summary: 'Payment result: success true when the order is PAID; data.status otherwise',
    dataSchema: orderData,
    goodEnd: 'PAID',
    messages: paymentRouteMessages,
    find,
    data: (o) => ({
      order_id: o.order_id,
      amount: Number(o.amount).toFixed(2),
      pg_order_id: o.pg_order_id,
      created_at: o.created_at.toISOString(),
      status: o.status,
    }),
  });
}
