import { mandateRouteMessages, mandateStatusEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { orderStatusRoute } from '../lib/order-status.ts';
import { providerCallbackRoute } from '../providers/callback-route.ts';
import { mandateColumns, mandateData, mandateDataSchema } from './details.ts';

/** Step 3: the gateway's signed callback, and the result page's status lookup. */
export async function mandateStatusRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  orderStatusRoute(app, {
    path: mandateStatusEndpoint.path,
    summary: 'Mandate result: success true when the mandate is ACTIVE; data.status otherwise',
    dataSchema: mandateDataSchema,
    goodEnd: 'ACTIVE',
    messages: mandateRouteMessages,
    find: (orderId) =>
      db
        .selectFrom('mandates')
        .select(mandateColumns)
        .where('order_id', '=', orderId)
        .executeTakeFirst(),
    data: mandateData,
  });

  await providerCallbackRoute(app, 'mandate');
}
