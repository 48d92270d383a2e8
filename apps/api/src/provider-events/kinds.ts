import type { Config } from '../config.ts';

/** What each provider reports on: its URL, secret, final statuses, orders and own reference. */
export const eventKinds = {
  payment: {
    url: '/api/v1/bb/payments/callback',
    secret: (config: Config) => config.secrets.paymentCallbackSecret,
    statuses: ['PAID', 'FAILED', 'CANCELLED'],
    table: 'payment_orders',
    reference: 'pg_order_id',
    /** What the provider says was paid; must equal the order's amount. */
    amount: 'order_amount',
  },
  mandate: {
    url: '/api/v1/bb/mandate/callback',
    secret: (config: Config) => config.secrets.mandateCallbackSecret,
    statuses: ['ACTIVE', 'FAILED', 'CANCELLED'],
    table: 'mandates',
    reference: 'umn',
    amount: undefined,
  },
} as const;

/** payment or mandate. */
export type EventKind = keyof typeof eventKinds;
