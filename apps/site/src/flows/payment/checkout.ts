import { loadCashfree } from '../../lib/cashfree.ts';
import { genericFailure, type Result } from '../../lib/http.ts';

/**
 * Hands the payer to the payment provider's checkout: a page of the API's (the sandbox) by its
 * URL, or, when the API answers no URL, Cashfree's checkout through its official browser SDK —
 * fetched only then, and only in a build for Cashfree (`VITE_CASHFREE_MODE` = sandbox or
 * production). The SDK loads Cashfree's script from sdk.cashfree.com, which the API's
 * Content-Security-Policy allows only when Cashfree is its gateway.
 */
export async function openCheckout(order: {
  checkoutUrl: string;
  paymentSessionId: string;
}): Promise<Result<void>> {
  if (order.checkoutUrl) {
    window.location.assign(order.checkoutUrl);
    return { ok: true, data: undefined };
  }
  try {
    const cashfree = await loadCashfree();
    if (!cashfree) return { ok: false, message: genericFailure, status: 0 };
    const result = (await cashfree.checkout({
      paymentSessionId: order.paymentSessionId,
      redirectTarget: '_self',
    })) as { error?: { message?: string } } | undefined;
    // The spec: a payment provider's error message is shown to the payer.
    if (result?.error) {
      return { ok: false, message: result.error.message || genericFailure, status: 0 };
    }
    return { ok: true, data: undefined };
  } catch {
    return { ok: false, message: genericFailure, status: 0 };
  }
}
