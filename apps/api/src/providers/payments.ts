import type { GatewayName } from '../db/schema.ts';
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

/** What the payment provider is told about an order. */
export interface PaymentOrderDetails {
  orderId: string;
  /** Rupees, at most 2 decimals. */
  amount: number;
  customer: { id: string; phone: string; email: string | null };
  /** Where the provider sends the payer back (`{order_id}` is filled in by the provider). */
  returnUrl: string;
}

/** The provider's word on an order, mapped to ours. */
export interface ProviderOrderStatus {
  status: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';
  amount: number;
  reference: string | null;
}

/** Card payment provider: a hosted checkout session per order. */
export interface PaymentGateway {
  /** Stored with each order: a sandbox page serves only the sandbox's own orders. */
  readonly name: GatewayName;
  /**
   * `checkoutUrl`: a page to send the payer to, or null when the provider's browser SDK opens
   * the checkout from `paymentSessionId`.
   */
  createSession(order: PaymentOrderDetails): Promise<{
    paymentSessionId: string;
    checkoutUrl: string | null;
  }>;
  /** Asks the provider about an order (on the payer's return), when it has an API for it. */
  fetchStatus?(orderId: string): Promise<ProviderOrderStatus>;
}

/** What the mandate provider is told about a mandate. */
export interface MandateDetails {
  orderId: string;
  route: 'bank' | 'upi';
  customer: { name: string; phone: string; email: string | null };
  /** The EMI in rupees: the recurring amount. */
  emi: number;
  planName: string;
  firstChargeDate: Date;
  endDate: Date;
  /** Where the provider sends the borrower back. */
  returnUrl: string;
}

/** The provider's word on a mandate, mapped to ours. */
export interface ProviderMandateStatus {
  status: 'PENDING' | 'ACTIVE' | 'FAILED' | 'CANCELLED';
  /** UMN (UPI) or UMRN (eNACH), once there is one. */
  reference: string | null;
}

/**
 * E-mandate provider: the borrower authorises each mandate on the provider's page (bank or UPI
 * route) — reached by URL, or opened by the provider's browser SDK from a session.
 */
export interface MandateGateway {
  /** Stored with each mandate: a sandbox page serves only the sandbox's own mandates. */
  readonly name: GatewayName;
  start(
    mandate: MandateDetails,
  ): Promise<{ authorisationUrl: string | null; session: string | null }>;
  /** Asks the provider about a mandate (on the borrower's return), when it has an API for it. */
  fetchStatus?(orderId: string): Promise<ProviderMandateStatus>;
}
