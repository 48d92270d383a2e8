import { initiatePaymentSchema, rupeeAmount } from '../schemas/initiate-payment.ts';
import { captchaFields, captchaMessages } from './captcha-fields.ts';
import { challenged, endpoint, type WithData, withBody } from './endpoint.ts';
import { orderIdBody } from './order-id.ts';
import { paymentRouteMessages } from './payment-messages.ts';
import { requestBody, wire } from './wire.ts';

export { paymentRouteMessages };

/** Quick payment of an EMI: checks the captcha, creates an order and a checkout session. */
export interface PaymentOrderRequest {
  lan: string;
  mobileNo: string;
  email?: string | null;
  /** Whole rupees. */
  amount: string | number;
  captchaId: string;
  enteredCaptcha: string;
}

export interface PaymentOrderAnswer {
  success: boolean;
  payment_session_id: string;
  order_id: string;
  data: { payment_session_id: string; order_id: string; checkout_url: string };
}

export interface PaymentOrder {
  order_id: string;
  amount: string;
  pg_order_id: string | null;
  created_at: string;
  status: string;
}

export const createPaymentOrderEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ withBody(
    /* @__PURE__ */ endpoint<PaymentOrderRequest, PaymentOrderAnswer, typeof initiatePaymentSchema>(
      'POST',
      '/api/v1/bb/payments/create-order',
      initiatePaymentSchema,
    ),
    /* @__PURE__ */ requestBody(['lan', 'mobileNo', 'amount', 'captchaId', 'enteredCaptcha'], {
      lan: wire.text({ max: 30 }),
      mobileNo: wire.text({ max: 16 }),
      email: wire.optionalText({ max: 254 }),
      amount: wire.numberOrText({ pattern: rupeeAmount }),
      ...captchaFields(),
    }),
    {
      _default: paymentRouteMessages.lan,
      lan: paymentRouteMessages.lan,
      mobileNo: paymentRouteMessages.mobileNo,
      amount: paymentRouteMessages.amount,
      email: paymentRouteMessages.email,
      ...captchaMessages(paymentRouteMessages.captcha),
    },
  ),
);

/** `success` is true when the order is paid; `message` is its status. */
export const paymentStatusEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<{ order_id: string }, WithData<PaymentOrder>>(
    'POST',
    '/api/v1/bb/payments/order-status',
  ),
  /* @__PURE__ */ orderIdBody(),
  { _default: paymentRouteMessages.orderId },
);

/** A paid order's receipt (PDF, made by the API from the stored order); 404 until it is PAID. */
export const paymentReceiptEndpoint = /* @__PURE__ */ endpoint<void, ArrayBuffer>(
  'GET',
  '/api/v1/bb/payments/receipt/:orderId',
);
