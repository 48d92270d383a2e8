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

/**
 * The row of an order, asking the provider how it ended while the row is still PENDING (the
 * visitor is back from the provider's page: the provider says how it ended, not the browser),
 * and applying its word as an event before reading the row again.
 */
export function askingTheProvider<Row extends { status: string }>(
  app: FastifyInstance,
  what: 'payment' | 'mandate',
  read: (orderId: string) => Promise<Row | undefined>,
  /** The provider now (read on each request, as the app's providers may be swapped). */
  gateway: () => {
    fetchStatus?(
      orderId: string,
    ): Promise<{ status: string; reference: string | null; amount?: number | null }>;
  },
  apply: (event: {
    eventId: string;
    orderId: string;
    status: string;
    reference: string | null;
    amount: number | null;
  }) => Promise<unknown>,
) {
  return async (orderId: string) => {
    const row = await read(orderId);
    const { fetchStatus } = gateway();
    if (row?.status !== 'PENDING' || !fetchStatus) return row;
    const said = await fetchStatus(orderId).catch((error: unknown) => {
      app.log.warn({ err: error, orderId }, `${what} status from the provider failed`);
      return null;
    });
    if (!said || said.status === 'PENDING') return row;
    await apply({
      eventId: `status:${orderId}:${said.status}`,
      orderId,
      status: said.status,
      reference: said.reference,
      amount: said.amount ?? null,
    });
    return read(orderId);
  };
}
