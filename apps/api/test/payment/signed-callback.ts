import { signCallback } from '../../src/providers/payments.ts';
import type { TestApp } from '../helpers.ts';

/**
 * The sandbox payment gateway's callback as it posts it: the JSON body signed with `secret` over
 * the timestamp (the right secret and now, unless a test says otherwise).
 */
export function postPaymentCallback(
  t: TestApp,
  payload: Record<string, unknown>,
  secret = t.config.secrets.paymentCallbackSecret,
  ts = Math.floor(Date.now() / 1000).toString(),
) {
  const body = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/bb/payments/callback',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': ts,
      'x-signature': signCallback(secret, ts, body),
    },
  });
}
