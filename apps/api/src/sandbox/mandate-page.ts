import type { Language } from '@company/forms/i18n';
import type { FastifyInstance } from 'fastify';
import { sitePathIn } from '../app/language.ts';
import { randomId } from '../lib/crypto.ts';
import { ddmmyyyy } from '../lib/dates.ts';
import { sendError } from '../lib/http.ts';
import { rupees } from '../lib/money.ts';
import { html, page, postSignedCallback } from './page.ts';

/**
 * The e-mandate provider's authorisation page as the sandbox gateway serves it: only for the
 * mandates the sandbox gateway started. Authorise or decline calls the signed callback and sends
 * the borrower back to the site's result page.
 */
/** The result page's language, as the gateway put it in the page's address (`?lang=hi`). */
const languageOfQuery = (query: unknown): Language =>
  (query as { lang?: unknown } | undefined)?.lang === 'hi' ? 'hi' : 'en';

export function sandboxMandatePage(app: FastifyInstance) {
  const { db, config } = app.ctx;

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
        .where('mandates.gateway', '=', 'sandbox')
        .executeTakeFirst();
      if (!m) return sendError(reply, 404, 'Mandate order not found');
      const hindi = languageOfQuery(request.query) === 'hi' ? '?lang=hi' : '';
      const action = `/api/sandbox/mandate/${encodeURIComponent(m.order_id)}${hindi}`;
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
        .where('gateway', '=', 'sandbox')
        .executeTakeFirst();
      if (!m) return sendError(reply, 404, 'Mandate order not found');
      const status = { authorise: 'ACTIVE', decline: 'FAILED' }[request.body?.action ?? ''];
      if (!status) return sendError(reply, 400, 'Choose authorise or decline');
      await postSignedCallback(
        app,
        '/api/v1/bb/mandate/callback',
        config.secrets.mandateCallbackSecret,
        {
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
        },
      );
      return reply.redirect(
        `${sitePathIn(languageOfQuery(request.query), '/mandate-registration-response')}?order_id=${encodeURIComponent(m.order_id)}`,
        303,
      );
    },
  );
}
