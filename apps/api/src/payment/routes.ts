import { initiatePaymentOrder } from '@company/forms';
import {
  careMobileDigits,
  createPaymentOrderEndpoint,
  emailShape,
  indianMobileDigits,
  type PaymentOrderRequest,
  paymentReceiptEndpoint,
  paymentRouteMessages,
  paymentStatusEndpoint,
  requestShapes,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { randomId } from '../lib/crypto.ts';
import { formCheck } from '../lib/forms.ts';
import { badRequest, HttpError, sendError } from '../lib/http.ts';
import { idempotent } from '../lib/idempotency.ts';
import { rupees } from '../lib/money.ts';
import { orderStatusRoute } from '../lib/order-status.ts';
import { limit } from '../lib/rate-limit.ts';
import { errorResponse, errors } from '../lib/schemas.ts';
import {
  applyProviderEvent,
  type ProviderEvent,
  providerCallbackRoute,
} from '../providers/callback-route.ts';
import { cashfreePaymentWebhookRoute } from './cashfree-webhook.ts';
import { paymentReceipt } from './receipt.ts';

const checkPayment = formCheck(createPaymentOrderEndpoint.schema, initiatePaymentOrder);

const orderData = {
  type: 'object',
  properties: {
    order_id: { type: 'string' },
    amount: { type: 'string' },
    pg_order_id: { type: ['string', 'null'] },
    created_at: { type: 'string' },
    status: { type: 'string' },
  },
};

type Order = { order_id: string; payment_session_id: string; checkout_url: string | null };

/** `checkout_url` is empty when the provider's browser SDK opens the checkout (Cashfree). */
const orderAnswer = (order: Order | undefined) =>
  order
    ? {
        success: true,
        payment_session_id: order.payment_session_id,
        order_id: order.order_id,
        data: {
          payment_session_id: order.payment_session_id,
          order_id: order.order_id,
          checkout_url: order.checkout_url ?? '',
        },
      }
    : undefined;

/** A second tab paying the same EMI within this time resumes the first tab's unpaid order. */
const RESUME_MINUTES = 15;

export async function paymentRoutes(app: FastifyInstance) {
  const { db, services, providers } = app.ctx;

  /** The loan's unpaid order for the same amount and mobile, opened in the last minutes. */
  const pendingOrder = (lan: string, mobile: string, amount: number) =>
    db
      .selectFrom('payment_orders')
      .select(['order_id', 'payment_session_id', 'checkout_url'])
      .where('loan_account_no', '=', lan)
      .where('mobile', '=', mobile)
      .where('amount', '=', amount.toFixed(2))
      .where('status', '=', 'PENDING')
      .where('created_at', '>', new Date(Date.now() - RESUME_MINUTES * 60_000))
      .orderBy('created_at', 'desc')
      .executeTakeFirst();

  async function createOrder(lan: string, mobile: string, email: string | null, amount: number) {
    const orderId = `PO${Date.now().toString(36).toUpperCase()}${randomId(9)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')}`;
    const session = await providers.payments.createSession({
      orderId,
      amount,
      customer: { id: lan, phone: mobile, email },
      returnUrl: `${app.ctx.config.publicOrigin}/payment-response?order_id={order_id}`,
    });
    const order = {
      order_id: orderId,
      payment_session_id: session.paymentSessionId,
      checkout_url: session.checkoutUrl,
    };
    await db
      .insertInto('payment_orders')
      .values({
        ...order,
        gateway: providers.payments.name,
        loan_account_no: lan,
        mobile,
        email,
        amount: amount.toFixed(2),
        status: 'PENDING',
      })
      .execute();
    return orderAnswer(order)!;
  }

  app.post<{
    Body: PaymentOrderRequest;
  }>(
    createPaymentOrderEndpoint.path,
    {
      config: {
        rateLimit: 'captcha',
        messages: {
          _default: paymentRouteMessages.lan,
          lan: paymentRouteMessages.lan,
          mobileNo: paymentRouteMessages.mobileNo,
          amount: paymentRouteMessages.amount,
          email: paymentRouteMessages.email,
          captchaId: paymentRouteMessages.captcha,
          enteredCaptcha: paymentRouteMessages.captcha,
        },
      },
      schema: {
        tags: ['mandate and payment'],
        summary: 'Quick payment: checks the captcha, creates an order and a checkout session',
        body: {
          type: 'object',
          required: ['lan', 'mobileNo', 'amount', 'captchaId', 'enteredCaptcha'],
          additionalProperties: false,
          properties: {
            lan: { type: 'string', minLength: 1, maxLength: 30 },
            mobileNo: { type: 'string', minLength: 1, maxLength: 16 },
            email: { type: ['string', 'null'], maxLength: 254 },
            amount: { type: ['string', 'number'] },
            captchaId: { type: 'string', minLength: 1, maxLength: 64 },
            enteredCaptcha: { type: 'string', minLength: 1, maxLength: 16 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              payment_session_id: { type: 'string' },
              order_id: { type: 'string' },
              data: {
                type: 'object',
                properties: {
                  payment_session_id: { type: 'string' },
                  order_id: { type: 'string' },
                  checkout_url: { type: 'string' },
                },
              },
            },
          },
          ...errors,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const b = request.body;
      checkPayment({
        lan: b.lan,
        mobileNo: b.mobileNo,
        email: b.email ?? '',
        amount: typeof b.amount === 'number' ? String(b.amount) : b.amount,
        captcha: b.enteredCaptcha,
      });
      const lan = b.lan.trim().toUpperCase();
      if (!requestShapes.loanAccountNumber.test(lan))
        throw badRequest(paymentRouteMessages.lan, 'lan');
      await limit(db, `loan:${lan}`, app.ctx.config.rateLimits.loan);
      const mobile = indianMobileDigits(b.mobileNo.trim());
      if (!mobile) throw badRequest(paymentRouteMessages.mobileNo, 'mobileNo');
      const amountText = String(b.amount).trim();
      const amount = Number(amountText);
      if (!/^[0-9]{1,6}(\.[0-9]{1,2})?$/.test(amountText) || !(amount >= 1)) {
        throw badRequest(paymentRouteMessages.amount, 'amount');
      }
      const email = b.email?.trim() || null;
      if (email && !emailShape.test(email)) throw badRequest(paymentRouteMessages.email, 'email');
      const fingerprint = [lan, mobile, amount.toFixed(2), email ?? ''].join('|');
      return idempotent(db, request, 'payment-order', fingerprint, async () => {
        if (!(await services.captcha.verify(b.captchaId, b.enteredCaptcha))) {
          throw badRequest(paymentRouteMessages.captcha, 'enteredCaptcha');
        }
        const loan = await db
          .selectFrom('loans')
          .select(['status', 'outstanding', 'loan_amount'])
          .where('loan_account_no', '=', lan)
          .where('phone', '=', careMobileDigits(mobile) ?? mobile)
          .executeTakeFirst();
        if (!loan) throw new HttpError(404, paymentRouteMessages.notFound);
        if (loan.status !== 'A') throw badRequest(paymentRouteMessages.loanClosed, 'lan');
        // The loan management system's figure; until it has said, the amount financed.
        const ceiling = Number(loan.outstanding ?? loan.loan_amount);
        if (amount > ceiling) {
          throw badRequest(paymentRouteMessages.aboveOutstanding(rupees(ceiling)), 'amount');
        }
        return (
          orderAnswer(await pendingOrder(lan, mobile, amount)) ??
          createOrder(lan, mobile, email, amount)
        );
      });
    },
  );

  orderStatusRoute(app, {
    path: paymentStatusEndpoint.path,
    summary: 'Payment result: success true when the order is PAID; data.status otherwise',
    dataSchema: orderData,
    goodEnd: 'PAID',
    messages: paymentRouteMessages,
    find: async (orderId) => {
      const read = () =>
        db
          .selectFrom('payment_orders')
          .select(['order_id', 'amount', 'pg_order_id', 'created_at', 'status'])
          .where('order_id', '=', orderId)
          .executeTakeFirst();
      const order = await read();
      const { fetchStatus } = providers.payments;
      if (order?.status !== 'PENDING' || !fetchStatus) return order;
      // Back from the checkout: the provider says how it ended, not the browser.
      const said = await fetchStatus(orderId).catch((error: unknown) => {
        app.log.warn({ err: error, orderId }, 'payment status from the provider failed');
        return null;
      });
      if (!said || said.status === 'PENDING') return order;
      await applyPaymentEvent({
        eventId: `status:${orderId}:${said.status}`,
        orderId,
        status: said.status,
        reference: said.reference,
        amount: said.amount,
      });
      return read();
    },
    data: (o) => ({
      order_id: o.order_id,
      amount: Number(o.amount).toFixed(2),
      pg_order_id: o.pg_order_id,
      created_at: o.created_at.toISOString(),
      status: o.status,
    }),
  });

  app.get<{ Params: { orderId: string } }>(
    paymentReceiptEndpoint.path,
    {
      schema: {
        tags: ['mandate and payment'],
        summary: 'The receipt of a paid order (PDF); 404 until the order is PAID',
        params: {
          type: 'object',
          properties: { orderId: { type: 'string', minLength: 1, maxLength: 64 } },
        },
        response: { 404: errorResponse },
      },
    },
    async (request, reply) => {
      const order = await db
        .selectFrom('payment_orders')
        .select([
          'order_id',
          'pg_order_id',
          'loan_account_no',
          'mobile',
          'amount',
          'updated_at',
          'status',
        ])
        .where('order_id', '=', request.params.orderId)
        .executeTakeFirst();
      if (!order) return sendError(reply, 404, paymentRouteMessages.orderNotFound);
      if (order.status !== 'PAID')
        return sendError(reply, 404, paymentRouteMessages.receiptNotPaid);
      const pdf = await paymentReceipt(order);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${order.order_id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  /** An event from the provider (a webhook, a status answer) applied once, and its SMS. */
  async function applyPaymentEvent(event: ProviderEvent) {
    const outcome = await applyProviderEvent(db, 'payment', event);
    if (outcome === 'amount-mismatch') {
      app.log.warn({ orderId: event.orderId }, 'payment provider amount differs from the order');
      return outcome;
    }
    if (outcome.applied) {
      await confirmPaid(event.orderId, event.status).catch((error: unknown) =>
        app.log.error({ err: error, orderId: event.orderId }, 'payment confirmation SMS failed'),
      );
    }
    return outcome;
  }

  if (providers.cashfree)
    await cashfreePaymentWebhookRoute(app, providers.cashfree, applyPaymentEvent);

  // The sandbox gateway's signed callback (a real gateway reports by its own webhook); a
  // successful payment is confirmed by SMS to the mobile the order was placed with.
  if (providers.payments.name === 'sandbox')
    await providerCallbackRoute(app, 'payment', confirmPaid);

  async function confirmPaid(orderId: string, status: string) {
    if (status !== 'PAID') return;
    const order = await db
      .selectFrom('payment_orders')
      .select(['mobile', 'amount', 'loan_account_no'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    // Owed to the payer, so it goes even past the number's budget, but it is counted there.
    await services.otp.draw('sms', order.mobile, 'confirmation');
    await providers.messaging.send({
      channel: 'sms',
      destination: order.mobile,
      subject: 'Payment received',
      template: 'payment-received',
      body: paymentRouteMessages.paidSms(
        rupees(order.amount),
        order.loan_account_no.slice(-4),
        orderId,
      ),
    });
  }
}
