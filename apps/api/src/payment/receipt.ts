import { paymentReceiptEndpoint, paymentRouteMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/http.ts';
import { documentIdParams, documentLanguage, languageQuery, sendPdf } from '../lib/pdf.ts';
import { errorResponse } from '../lib/schemas.ts';
import { receiptOrder } from './queries.ts';
import { paymentReceipt } from './receipt-pdf.ts';

/** Step 3: the paid order's receipt as a PDF. */
export function paymentReceiptRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get<{ Params: { orderId: string } }>(
    paymentReceiptEndpoint.path,
    {
      schema: {
        tags: ['mandate and payment'],
        summary: 'The receipt of a paid order (PDF); 404 until the order is PAID',
        params: documentIdParams('orderId'),
        querystring: { type: 'object', properties: languageQuery },
        response: { 404: errorResponse },
      },
    },
    async (request, reply) => {
      const order = await receiptOrder(db, request.params.orderId);
      if (!order) return sendError(reply, 404, paymentRouteMessages.orderNotFound);
      if (order.status !== 'PAID')
        return sendError(reply, 404, paymentRouteMessages.receiptNotPaid);
      const pdf = await paymentReceipt(order, documentLanguage(request));
      return sendPdf(reply, `receipt-${order.order_id}`, pdf);
    },
  );
}
