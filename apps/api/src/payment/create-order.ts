import { initiatePaymentOrder } from '@company/forms';
import {
  careMobileDigits,
  createPaymentOrderEndpoint,
  indianMobileDigits,
  type PaymentOrderRequest,
  paymentRouteMessages,
} from '@company/forms/contracts';
import type { Language } from '@company/forms/i18n';
import type { FastifyInstance } from 'fastify';
import { sitePathIn } from '../app/language.ts';
import { randomId } from '../lib/crypto.ts';
import { formCheck } from '../lib/forms.ts';
import { badRequest, HttpError } from '../lib/http.ts';
import { idempotent } from '../lib/idempotency.ts';
import { rupees } from '../lib/money.ts';
import { limit } from '../lib/rate-limit.ts';
import { errorResponse, errors, shape } from '../lib/schemas.ts';
import { insertOrder, payersLoan, pendingOrder } from './queries.ts';

const checkPayment = formCheck(createPaymentOrderEndpoint.schema, initiatePaymentOrder);

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

/** Step 1: the quick payment form — captcha, loan and amount checked, then an order opened. */
export async function createOrderRoute(app: FastifyInstance) {
  const { db, services, providers } = app.ctx;

  async function createOrder(
    lan: string,
    mobile: string,
    email: string | null,
    amount: number,
    language: Language,
  ) {
    const orderId = `PO${Date.now().toString(36).toUpperCase()}${randomId(9)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')}`;
    const session = await providers.payments.createSession({
      orderId,
      amount,
      customer: { id: lan, phone: mobile, email },
      returnUrl: `${app.ctx.config.publicOrigin}${sitePathIn(language, '/payment-response')}?order_id={order_id}`,
    });
    const order = {
      order_id: orderId,
      payment_session_id: session.paymentSessionId,
      checkout_url: session.checkoutUrl,
    };
    await insertOrder(db, {
      ...order,
      gateway: providers.payments.name,
      loan_account_no: lan,
      mobile,
      email,
      amount: amount.toFixed(2),
      language,
    });
    return orderAnswer(order)!;
  }

  app.post<{
    Body: PaymentOrderRequest;
  }>(
    createPaymentOrderEndpoint.path,
    {
      config: { rateLimit: 'captcha', messages: createPaymentOrderEndpoint.fieldMessages },
      schema: {
        tags: ['mandate and payment'],
        summary: 'Quick payment: checks the captcha, creates an order and a checkout session',
        body: createPaymentOrderEndpoint.body,
        response: {
          200: shape({
            success: 'boolean',
            payment_session_id: 'string',
            order_id: 'string',
            data: shape({
              payment_session_id: 'string',
              order_id: 'string',
              checkout_url: 'string',
            }),
          }),
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
      // The contract's schema has checked the LAN, the mobile number and the amount.
      const lan = b.lan.trim().toUpperCase();
      await limit(db, `loan:${lan}`, app.ctx.config.rateLimits.loan);
      const mobile = indianMobileDigits(b.mobileNo.trim());
      if (!mobile) throw badRequest(paymentRouteMessages.mobileNo, 'mobileNo');
      const amount = Number(String(b.amount).trim());
      const email = b.email?.trim() || null;
      const fingerprint = [lan, mobile, amount.toFixed(2), email ?? ''].join('|');
      return idempotent(db, request, 'payment-order', fingerprint, async () => {
        if (!(await services.captcha.verify(b.captchaId, b.enteredCaptcha))) {
          throw badRequest(paymentRouteMessages.captcha, 'enteredCaptcha');
        }
        const loan = await payersLoan(db, lan, careMobileDigits(mobile) ?? mobile);
        if (!loan) throw new HttpError(404, paymentRouteMessages.notFound);
        if (loan.status !== 'A') throw badRequest(paymentRouteMessages.loanClosed, 'lan');
        // The loan management system's figure; until it has said, the amount financed.
        const ceiling = Number(loan.outstanding ?? loan.loan_amount);
        if (amount > ceiling) {
          throw badRequest(paymentRouteMessages.aboveOutstanding(rupees(ceiling)), 'amount');
        }
        return (
          orderAnswer(await pendingOrder(db, lan, mobile, amount)) ??
          createOrder(lan, mobile, email, amount, request.language)
        );
      });
    },
  );
}
