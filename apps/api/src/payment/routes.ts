import type { FastifyInstance } from 'fastify';
import { createOrderRoute } from './create-order.ts';
import { paymentReceiptRoute } from './receipt.ts';
import { paymentStatusRoute } from './status.ts';

/**
 * Quick payment, step by step: the order, its status, its receipt. The provider's word on an
 * order (callbacks, webhooks) arrives through provider-events, which confirms it here.
 */
export async function paymentRoutes(app: FastifyInstance) {
  await createOrderRoute(app);
  paymentStatusRoute(app);
  paymentReceiptRoute(app);
}
