import type { Endpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from './http.ts';
import { orderResultSchema } from './schemas.ts';

/**
 * A result page's status lookup by `order_id` (the payment's and the mandate's): `success` when
 * the order reached its good end, `message` its status, `data` what the page shows; 404 with the
 * journey's message for an unknown order.
 */
export function orderStatusRoute<Row extends { status: string }>(
  app: FastifyInstance,
  route: {
    /** The lookup's contract: its path, body and messages. */
    endpoint: Endpoint<{ order_id: string }, unknown, undefined>;
    summary: string;
    /** The answer's `data` (JSON Schema). */
    dataSchema: Record<string, unknown>;
    /** The status that makes `success` true ('PAID', 'ACTIVE'). */
    goodEnd: string;
    messages: { orderNotFound: string };
    find: (orderId: string) => Promise<Row | undefined>;
    data: (row: Row) => Record<string, unknown>;
  },
): void {
  app.post<{ Body: { order_id: string } }>(
    route.endpoint.path,
    {
      config: { messages: route.endpoint.fieldMessages },
      schema: { ...orderResultSchema(route.summary, route.dataSchema), body: route.endpoint.body },
    },
    async (request, reply) => {
      const row = await route.find(request.body.order_id);
      if (!row) return sendError(reply, 404, route.messages.orderNotFound);
      return { success: row.status === route.goodEnd, message: row.status, data: route.data(row) };
    },
  );
}
