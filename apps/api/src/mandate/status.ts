import { mandateRouteMessages, mandateStatusEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { askingTheProvider, orderStatusRoute } from '../lib/order-status.ts';
import { mandateData, mandateDataSchema } from './details.ts';
import { applyMandateEvent } from './events.ts';
import { mandateById } from './queries.ts';

/**
 * Step 3: the result page's status lookup (the gateway's own callbacks and webhooks arrive
 * through provider-events).
 */
export function mandateStatusRoutes(app: FastifyInstance) {
  const { db, providers } = app.ctx;

  orderStatusRoute(app, {
    endpoint: mandateStatusEndpoint,
    summary: 'Mandate result: success true when the mandate is ACTIVE; data.status otherwise',
    dataSchema: mandateDataSchema,
    goodEnd: 'ACTIVE',
    messages: mandateRouteMessages,
    // Back from the bank or the UPI app: the provider says how it ended.
    find: askingTheProvider(
      app,
      'mandate',
      (orderId) => mandateById(db, orderId),
      () => providers.mandates,
      (event) => applyMandateEvent(app, event),
    ),
    data: mandateData,
  });
}
