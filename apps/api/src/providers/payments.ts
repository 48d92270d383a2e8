import { hmacHex, safeEqual } from '../lib/crypto.ts';

/** Signature of a provider callback: HMAC-SHA256 (hex) of `timestamp.body`. */
export function signCallback(secret: string, timestamp: string, body: string): string {
  return hmacHex(secret, `${timestamp}.${body}`);
}

export function verifyCallback(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  body: string,
  toleranceSeconds = 300,
): boolean {
  if (!timestamp || !signature || !/^\d{10,13}$/.test(timestamp)) return false;
  const ts = Number(timestamp.length === 13 ? Number(timestamp) / 1000 : timestamp);
  if (Math.abs(Date.now() / 1000 - ts) > toleranceSeconds) return false;
  return safeEqual(signature, signCallback(secret, timestamp, body));
}

/** Card payment provider: a hosted checkout session per order. */
export interface PaymentGateway {
  createSession(order: { orderId: string; amount: number }): Promise<{
    paymentSessionId: string;
    checkoutUrl: string;
  }>;
}

/** E-mandate provider: an authorisation page per mandate order (bank or UPI route). */
export interface MandateGateway {
  authorisationUrl(orderId: string, route: 'bank' | 'upi'): string;
}
