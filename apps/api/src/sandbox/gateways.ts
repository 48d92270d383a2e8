import { randomId } from '../lib/crypto.ts';
import type { MandateGateway, PaymentGateway } from '../providers/payments.ts';

/** The sandbox checkout is served by this API at /api/sandbox/checkout/:session. */
export const sandboxPayments: PaymentGateway = {
  name: 'sandbox',
  async createSession() {
    const paymentSessionId = `session_${randomId(18)}`;
    return { paymentSessionId, checkoutUrl: `/api/sandbox/checkout/${paymentSessionId}` };
  },
};

/** The sandbox authorisation page is served by this API at /api/sandbox/mandate/:order. */
export const sandboxMandates: MandateGateway = {
  name: 'sandbox',
  async start({ orderId, route, returnUrl }) {
    // The page sends the borrower back to the result page in the return URL's language.
    const hindi = new URL(returnUrl).pathname.startsWith('/hi/') ? '&lang=hi' : '';
    return {
      authorisationUrl: `/api/sandbox/mandate/${orderId}?route=${route}${hindi}`,
      session: null,
    };
  },
};
