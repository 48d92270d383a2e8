import type { FastifyInstance } from 'fastify';
import { sitePathIn } from '../app/language.ts';
import { randomId } from '../lib/crypto.ts';
import { sendError } from '../lib/http.ts';
import { maskPhone } from '../lib/mask.ts';
import { rupees } from '../lib/money.ts';
import { html, page, postSignedCallback } from './page.ts';

/**
 * The card payment provider's hosted checkout as the sandbox gateway serves it: only for the
 * orders the sandbox gateway made. Pay, fail or cancel calls the signed callback and sends the
 * payer back to the site's result page.
 */
export function sandboxCheckoutPage(app: FastifyInstance) {
  const { db, config } = app.ctx;

  app.get<{ Params: { session: string } }>(
    '/api/sandbox/checkout/:session',
    { schema: { hide: true } },
    async (request, reply) => {
      const order = await db
        .selectFrom('payment_orders')
        .selectAll()
        .where('payment_session_id', '=', request.params.session)
        .where('gateway', '=', 'sandbox')
        .executeTakeFirst();
      if (!order) return sendError(reply, 404, 'Checkout session not found');
      const action = `/api/sandbox/checkout/${encodeURIComponent(order.payment_session_id)}`;
      const done = order.status !== 'PENDING';
      return reply.type('text/html').send(
        page(
          'Sandbox checkout',
          `<span class="tag">SANDBOX</span><h1>Card payment</h1>
<dl><dt>Order</dt><dd>${html(order.order_id)}</dd><dt>Loan account</dt><dd>${html(order.loan_account_no)}</dd><dt>Mobile</dt><dd>${html(maskPhone(order.mobile))}</dd><dt>Amount</dt><dd>${html(rupees(order.amount))}</dd></dl>
${
  done
    ? `<p>This order is already ${html(order.status)}.</p>`
    : `<form method="post" action="${action}"><label for="card">Card number</label><input id="card" name="card" value="4111 1111 1111 1111" autocomplete="off">
<div class="actions"><button class="ok" name="action" value="pay">Pay ${html(rupees(order.amount))}</button><button class="fail" name="action" value="fail">Fail</button><button class="cancel" name="action" value="cancel">Cancel</button></div></form>`
}
<p class="note">No money moves: this page stands in for the card payment provider.</p>`,
        ),
      );
    },
  );

  app.post<{ Params: { session: string }; Body: { action?: string } }>(
    '/api/sandbox/checkout/:session',
    { schema: { hide: true } },
    async (request, reply) => {
      const order = await db
        .selectFrom('payment_orders')
        .select(['order_id', 'amount', 'language'])
        .where('payment_session_id', '=', request.params.session)
        .where('gateway', '=', 'sandbox')
        .executeTakeFirst();
      if (!order) return sendError(reply, 404, 'Checkout session not found');
      const status = { pay: 'PAID', fail: 'FAILED', cancel: 'CANCELLED' }[
        request.body?.action ?? ''
      ];
      if (!status) return sendError(reply, 400, 'Choose pay, fail or cancel');
      await postSignedCallback(
        app,
        '/api/v1/bb/payments/callback',
        config.secrets.paymentCallbackSecret,
        {
          event_id: randomId(12),
          order_id: order.order_id,
          order_amount: Number(order.amount).toFixed(2),
          status,
          pg_order_id: `pg_${randomId(9)}`,
        },
      );
      // Back to the result page in the journey's language, as the provider goes to its return URL.
      return reply.redirect(
        `${sitePathIn(order.language, '/payment-response')}?order_id=${encodeURIComponent(order.order_id)}`,
        303,
      );
    },
  );
}
