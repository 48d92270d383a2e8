import { initiatePaymentMessages, initiatePaymentSchema } from '../schemas/initiate-payment.ts';
import { endpoint, type WithData } from './endpoint.ts';

/** Every message of the quick-payment routes: the form's, then the API's. */
export const paymentRouteMessages = {
  ...initiatePaymentMessages,
  notFound: 'LAN not found',
  orderNotFound: 'Payment order not found',
  orderId: 'Please provide the order_id',
  /** The result page's toasts and the failure card's text. */
  resultSuccess: 'Payment Success !',
  resultFailed: 'Payment Failed!',
  failedText: 'Sorry, your payment could not be processed at this time. Please try again later.',
  receiptNotPaid: 'A receipt is available once the payment is successful',
  /** The SMS sent when a payment succeeds. */
  paidSms: (amount: string, lanLast4: string, orderId: string) =>
    `Payment of ${amount} received towards your loan ending ${lanLast4}. Order ${orderId}. Thank you - RideOn Finance`,
} as const;

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

export const createPaymentOrderEndpoint = /* @__PURE__ */ endpoint<
  PaymentOrderRequest,
  PaymentOrderAnswer,
  typeof initiatePaymentSchema
>('POST', '/api/v1/bb/payments/create-order', initiatePaymentSchema);

/** `success` is true when the order is paid; `message` is its status. */
export const paymentStatusEndpoint = /* @__PURE__ */ endpoint<
  { order_id: string },
  WithData<PaymentOrder>
>('POST', '/api/v1/bb/payments/order-status');

/** A paid order's receipt (PDF, made by the API from the stored order); 404 until it is PAID. */
export const paymentReceiptEndpoint = /* @__PURE__ */ endpoint<void, ArrayBuffer>(
  'GET',
  '/api/v1/bb/payments/receipt/:orderId',
);

/** The URL of a paid order's receipt. */
export const paymentReceiptPath = (orderId: string) =>
  paymentReceiptEndpoint.path.replace(':orderId', encodeURIComponent(orderId));
