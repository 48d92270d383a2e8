import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { randomId } from '../lib/crypto.ts';
import { ddmmyyyy } from '../lib/dates.ts';
import { sendError } from '../lib/http.ts';
import { maskPhone } from '../lib/mask.ts';
import { rupees } from '../lib/money.ts';
import { signCallback } from '../providers/payments.ts';

const html = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const CSS = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f8;margin:0;color:#1b2433}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:28px}
h1{font-size:1.3rem;margin:0 0 4px}.tag{display:inline-block;background:#ffe9a8;color:#5a4300;border-radius:4px;padding:2px 8px;font-size:.75rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:20px 0}dt{color:#5b6578}dd{margin:0;font-weight:600}
label{display:block;margin:12px 0 4px;color:#5b6578}select,input{width:100%;padding:8px;border:1px solid #c5cedd;border-radius:6px;font:inherit;box-sizing:border-box}
.actions{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:10px;border:0;border-radius:6px;font:inherit;font-weight:600;cursor:pointer}
.ok{background:#1d4ed8;color:#fff}.fail{background:#fde2e2;color:#8a1c1c}.cancel{background:#e5e8ee;color:#1b2433}
p.note{font-size:.8rem;color:#5b6578}`;

function page(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${html(title)}</title><link rel="stylesheet" href="/api/sandbox/assets/sandbox.css"></head><body><main>${content}</main></body></html>`;
}

/**
 * The payment provider's hosted checkout and the mandate provider's authorisation page, as the
 * sandbox providers serve them. A decision calls the API's signed callback (exactly as the
 * provider would) and sends the visitor back to the site's result page.
 */
export async function sandboxPages(app: FastifyInstance) {
  const { db, config } = app.ctx;
  // The sandbox pages' buttons are plain HTML forms (same origin; the cross-site guard applies).
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });

  async function callback(url: string, secret: string, payload: Record<string, unknown>) {
    const body = JSON.stringify(payload);
    const timestamp = Math.floor(Date.now() / 1000).toString();
    const res = await app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signCallback(secret, timestamp, body),
      },
    });
    if (res.statusCode !== 200) throw new Error(`callback answered ${res.statusCode}`);
  }

  app.get('/api/sandbox/assets/sandbox.css', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(CSS),
  );

  app.get<{ Params: { session: string } }>(
    '/api/sandbox/checkout/:session',
    { schema: { hide: true } },
    async (request, reply) => {
      const order = await db
        .selectFrom('payment_orders')
        .selectAll()
        .where('payment_session_id', '=', request.params.session)
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
        .select(['order_id', 'amount'])
        .where('payment_session_id', '=', request.params.session)
        .executeTakeFirst();
      if (!order) return sendError(reply, 404, 'Checkout session not found');
      const status = { pay: 'PAID', fail: 'FAILED', cancel: 'CANCELLED' }[
        request.body?.action ?? ''
      ];
      if (!status) return sendError(reply, 400, 'Choose pay, fail or cancel');
      await callback('/api/v1/bb/payments/callback', config.secrets.paymentCallbackSecret, {
        event_id: randomId(12),
        order_id: order.order_id,
        order_amount: Number(order.amount).toFixed(2),
        status,
        pg_order_id: `pg_${randomId(9)}`,
      });
      return reply.redirect(
        `/payment-response?order_id=${encodeURIComponent(order.order_id)}`,
        303,
      );
    },
  );

  app.get<{ Params: { order: string } }>(
    '/api/sandbox/mandate/:order',
    { schema: { hide: true } },
    async (request, reply) => {
      const m = await db
        .selectFrom('mandates')
        .innerJoin('loans', 'loans.loan_account_no', 'mandates.loan_account_no')
        .select([
          'mandates.order_id',
          'mandates.route',
          'mandates.status',
          'mandates.recurring_amount',
          'mandates.first_charge_date',
          'mandates.end_date',
          'loans.customer_name',
          'loans.loan_account_no',
        ])
        .where('mandates.order_id', '=', request.params.order)
        .executeTakeFirst();
      if (!m) return sendError(reply, 404, 'Mandate order not found');
      const action = `/api/sandbox/mandate/${encodeURIComponent(m.order_id)}`;
      const chooser =
        m.route === 'upi'
          ? `<label for="vpa">UPI ID</label><input id="vpa" name="vpa" value="customer@upi" autocomplete="off">`
          : `<label for="bank">Bank</label><select id="bank" name="bank"><option>State Bank of India</option><option>HDFC Bank</option><option>ICICI Bank</option><option>Axis Bank</option></select><label for="method">Authenticate with</label><select id="method" name="method"><option>Net banking</option><option>Debit card</option></select>`;
      const done = m.status !== 'PENDING';
      return reply.type('text/html').send(
        page(
          'Sandbox e-mandate authorisation',
          `<span class="tag">SANDBOX</span><h1>E-mandate authorisation (${m.route === 'upi' ? 'UPI' : 'bank'})</h1>
<dl><dt>Customer</dt><dd>${html(m.customer_name)}</dd><dt>Loan account</dt><dd>${html(m.loan_account_no)}</dd><dt>Recurring amount</dt><dd>${html(rupees(m.recurring_amount))} monthly</dd><dt>First charge</dt><dd>${html(ddmmyyyy(m.first_charge_date))}</dd><dt>Until</dt><dd>${html(ddmmyyyy(m.end_date))}</dd><dt>Authorisation</dt><dd>₹1.00</dd></dl>
${done ? `<p>This mandate is already ${html(m.status)}.</p>` : `<form method="post" action="${action}">${chooser}<div class="actions"><button class="ok" name="action" value="authorise">Authorise</button><button class="fail" name="action" value="decline">Decline</button></div></form>`}
<p class="note">No bank is contacted: this page stands in for the e-mandate provider.</p>`,
        ),
      );
    },
  );

  app.post<{ Params: { order: string }; Body: { action?: string } }>(
    '/api/sandbox/mandate/:order',
    { schema: { hide: true } },
    async (request, reply) => {
      const m = await db
        .selectFrom('mandates')
        .select(['order_id'])
        .where('order_id', '=', request.params.order)
        .executeTakeFirst();
      if (!m) return sendError(reply, 404, 'Mandate order not found');
      const status = { authorise: 'ACTIVE', decline: 'FAILED' }[request.body?.action ?? ''];
      if (!status) return sendError(reply, 400, 'Choose authorise or decline');
      await callback('/api/v1/bb/mandate/callback', config.secrets.mandateCallbackSecret, {
        event_id: randomId(12),
        order_id: m.order_id,
        status,
        ...(status === 'ACTIVE'
          ? {
              umn: `UMN${randomId(9)
                .toUpperCase()
                .replace(/[^A-Z0-9]/g, '0')}`,
            }
          : {}),
      });
      return reply.redirect(
        `/mandate-registration-response?order_id=${encodeURIComponent(m.order_id)}`,
        303,
      );
    },
  );
}
