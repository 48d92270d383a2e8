import { initiatePaymentOrder } from '@company/forms';
import {
  careMobileDigits,
  createPaymentOrderEndpoint,
  emailShape,
  indianMobileDigits,
  type PaymentOrderRequest,
  paymentRouteMessages,
  paymentStatusEndpoint,
  requestShapes,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { randomId } from '../lib/crypto.ts';
import { formCheck } from '../lib/forms.ts';
import { badRequest, sendError } from '../lib/http.ts';
import { orderStatusRoute } from '../lib/order-status.ts';
import { limit } from '../lib/rate-limit.ts';
import { errorResponse, errors } from '../lib/schemas.ts';
import { providerCallbackRoute } from '../providers/callback-route.ts';

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

export async function paymentRoutes(app: FastifyInstance) {
  const { db, services, providers } = app.ctx;

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
    async (request, reply) => {
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
      if (!(await services.captcha.verify(b.captchaId, b.enteredCaptcha))) {
        throw badRequest(paymentRouteMessages.captcha, 'enteredCaptcha');
      }
      const loan = await db
        .selectFrom('loans')
        .select('loan_account_no')
        .where('loan_account_no', '=', lan)
        .where('phone', '=', careMobileDigits(mobile) ?? mobile)
        .executeTakeFirst();
      if (!loan) return sendError(reply, 404, paymentRouteMessages.notFound);
      const orderId = `PO${Date.now().toString(36).toUpperCase()}${randomId(6)
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, 'X')}`;
      const session = await providers.payments.createSession({ orderId, amount });
      await db
        .insertInto('payment_orders')
        .values({
          order_id: orderId,
          payment_session_id: session.paymentSessionId,
          loan_account_no: lan,
          mobile,
          email,
          amount: amount.toFixed(2),
          status: 'PENDING',
        })
        .execute();
      return {
        success: true,
        payment_session_id: session.paymentSessionId,
        order_id: orderId,
        data: {
          payment_session_id: session.paymentSessionId,
          order_id: orderId,
          checkout_url: session.checkoutUrl,
        },
      };
    },
  );

  orderStatusRoute(app, {
    path: paymentStatusEndpoint.path,
    summary: 'Payment result: success true when the order is PAID; data.status otherwise',
    dataSchema: orderData,
    goodEnd: 'PAID',
    messages: paymentRouteMessages,
    find: (orderId) =>
      db
        .selectFrom('payment_orders')
        .select(['order_id', 'amount', 'pg_order_id', 'created_at', 'status'])
        .where('order_id', '=', orderId)
        .executeTakeFirst(),
    data: (o) => ({
      order_id: o.order_id,
      amount: Number(o.amount).toFixed(2),
      pg_order_id: o.pg_order_id,
      created_at: o.created_at.toISOString(),
      status: o.status,
    }),
  });

  await providerCallbackRoute(app, 'payment');
}
