import { mandateRouteMessages, mandateStatusEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/http.ts';
import { orderResultSchema } from '../lib/schemas.ts';
import { providerCallbackRoute } from '../providers/callback-route.ts';
import { mandateColumns, mandateData, mandateDataSchema } from './details.ts';

/** Step 3: the gateway's signed callback, and the result page's status lookup. */
export async function mandateStatusRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.post<{ Body: { order_id: string } }>(
    mandateStatusEndpoint.path,
    {
      config: { messages: { _default: mandateRouteMessages.orderId } },
      schema: orderResultSchema(
        'Mandate result: success true when the mandate is ACTIVE; data.status otherwise',
        mandateDataSchema,
      ),
    },
    async (request, reply) => {
      const m = await db
        .selectFrom('mandates')
        .select(mandateColumns)
        .where('order_id', '=', request.body.order_id)
        .executeTakeFirst();
      if (!m) return sendError(reply, 404, mandateRouteMessages.orderNotFound);
      return { success: m.status === 'ACTIVE', message: m.status, data: mandateData(m) };
    },
  );

  await providerCallbackRoute(app, 'mandate');
}
