import { type RequestBodySchema, requestBody, wire } from './wire.ts';

/** A provider's order id. */
export const orderIdShape = /^[A-Za-z0-9_-]+$/;

/** A result page's lookup by `{ order_id }` (the payment's and the mandate's). */
export function orderIdBody(): RequestBodySchema {
  return requestBody(
    ['order_id'],
    { order_id: wire.text({ max: 64, pattern: orderIdShape }) },
    { open: true },
  );
}
