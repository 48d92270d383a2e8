import { loadCashfree } from '../../lib/cashfree.ts';
import { genericFailure, type Result } from '../../lib/http.ts';

/**
 * Opens Cashfree Subscriptions' authorisation (the ₹1 eNACH or UPI AutoPay mandate) in this tab
 * from the subscription's session, in a build for Cashfree; the provider's message on an error.
 */
export async function openMandateCheckout(session: string): Promise<Result<void>> {
  try {
    const cashfree = await loadCashfree();
    if (!cashfree) return { ok: false, message: genericFailure, status: 0 };
    const result = await cashfree.subscriptionsCheckout({
      subsSessionId: session,
      redirectTarget: '_self',
    });
    if (result?.error) {
      return { ok: false, message: result.error.message || genericFailure, status: 0 };
    }
    return { ok: true, data: undefined };
  } catch {
    return { ok: false, message: genericFailure, status: 0 };
  }
}
