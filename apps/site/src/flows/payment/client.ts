import {
  createPaymentOrderEndpoint,
  type PaymentOrder,
  type PaymentOrderRequest,
  paymentRouteMessages,
  paymentStatusEndpoint,
} from '@company/forms/contracts';
import { call, genericFailure, type Result } from '../../lib/http.ts';

/** The calls of quick payment, through the one HTTP client. */

/**
 * Creates the order (the API checks the captcha) and answers the provider's checkout page. `key`
 * is the attempt's `Idempotency-Key`: a double click or a retry answers the same order.
 */
export async function createOrder(
  request: PaymentOrderRequest,
  key: string,
): Promise<Result<{ orderId: string; checkoutUrl: string; paymentSessionId: string }>> {
  const answer = await call(createPaymentOrderEndpoint, request, {
    headers: { 'Idempotency-Key': key },
  });
  if (!answer.ok) return answer;
  const { success, order_id, payment_session_id, data } = answer.data;
  // An empty checkout_url: the provider's browser SDK opens the checkout from the session.
  return success && payment_session_id
    ? {
        ok: true,
        data: {
          orderId: order_id,
          checkoutUrl: data?.checkout_url ?? '',
          paymentSessionId: payment_session_id,
        },
      }
    : { ok: false, message: genericFailure, status: 200 };
}

/** The order's status: `paid` when PAID, with what the result page shows. */
export async function paymentStatus(
  orderId: string,
): Promise<Result<{ paid: boolean; order: PaymentOrder }>> {
  const answer = await call(paymentStatusEndpoint, { order_id: orderId });
  if (!answer.ok) return answer;
  return answer.data.data
    ? { ok: true, data: { paid: answer.data.success, order: answer.data.data } }
    : { ok: false, message: paymentRouteMessages.resultFailed, status: 200 };
}
