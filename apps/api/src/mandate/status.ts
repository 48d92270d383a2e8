import { mandateRouteMessages, mandateStatusEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { orderStatusRoute } from '../lib/order-status.ts';
import { applyProviderEvent, providerCallbackRoute } from '../providers/callback-route.ts';
import { cashfreeMandateWebhookRoute } from './cashfree-webhook.ts';
import { mandateColumns, mandateData, mandateDataSchema } from './details.ts';

/** Step 3: the gateway's signed callback or webhook, and the result page's status lookup. */
export async function mandateStatusRoutes(app: FastifyInstance) {
  const { db, providers } = app.ctx;
  const read = (orderId: string) =>
    db
      .selectFrom('mandates')
      .select(mandateColumns)
      .where('order_id', '=', orderId)
      .executeTakeFirst();

  orderStatusRoute(app, {
    path: mandateStatusEndpoint.path,
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
      await applyProviderEvent(db, 'mandate', {
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

  if (providers.cashfreeMandates) {
    await cashfreeMandateWebhookRoute(app, providers.cashfreeMandates, (event) =>
      applyProviderEvent(db, 'mandate', event),
    );
  }
  // The sandbox gateway's signed callback; a real gateway reports by its own webhook.
  if (providers.mandates.name === 'sandbox') await providerCallbackRoute(app, 'mandate');
}
