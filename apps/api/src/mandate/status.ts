import { mandateRouteMessages, mandateStatusEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { orderStatusRoute } from '../lib/order-status.ts';
import { mandateData, mandateDataSchema } from './details.ts';
import { applyMandateEvent } from './events.ts';
import { mandateById } from './queries.ts';

/**
 * Step 3: the result page's status lookup (the gateway's own callbacks and webhooks arrive
 * through provider-events).
 */
export function mandateStatusRoutes(app: FastifyInstance) {
  const { db, providers } = app.ctx;
  const read = (orderId: string) => mandateById(db, orderId);

  orderStatusRoute(app, {
    endpoint: mandateStatusEndpoint,
    summary: 'Mandate result: success true when the mandate is ACTIVE; data.status otherwise',
    dataSchema: mandateDataSchema,
    goodEnd: 'ACTIVE',
    messages: mandateRouteMessages,
    find: async (orderId) => {
      const mandate = await read(orderId);
      const { fetchStatus } = providers.mandates;
      if (mandate?.status !== 'PENDING' || !fetchStatus) return mandate;
      // Back from the bank or the UPI app: the provider says how it ended, not the browser.
      const said = await fetchStatus(orderId).catch((error: unknown) => {
        app.log.warn({ err: error, orderId }, 'mandate status from the provider failed');
        return null;
      });
      if (!said || said.status === 'PENDING') return mandate;
      await applyMandateEvent(app, {
        eventId: `status:${orderId}:${said.status}`,
        orderId,
        status: said.status,
        reference: said.reference,
        amount: null,
      });
      return read(orderId);
    },
    data: mandateData,
  });
}
