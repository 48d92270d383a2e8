import { afterEach, describe, expect, it, vi } from 'vitest';

const checkout = vi.fn();
const load = vi.fn(async () => ({ checkout }));
vi.mock('@cashfreepayments/cashfree-js', () => ({ load }));

describe('handing the payer to the checkout', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.clearAllMocks();
  });

  it('goes to the sandbox page by its URL and never loads Cashfree’s SDK', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { openCheckout } = await import('./checkout.ts');
    const opened = await openCheckout({
      checkoutUrl: '/api/sandbox/checkout/s1',
      paymentSessionId: 's1',
    });
    expect(opened.ok).toBe(true);
    expect(assign).toHaveBeenCalledWith('/api/sandbox/checkout/s1');
    expect(load).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('opens Cashfree’s checkout in a Cashfree build, and shows the provider’s error', async () => {
    vi.stubEnv('VITE_CASHFREE_MODE', 'sandbox');
    const { openCheckout } = await import('./checkout.ts');
    checkout.mockResolvedValueOnce({ redirect: true });
    expect((await openCheckout({ checkoutUrl: '', paymentSessionId: 'session_1' })).ok).toBe(true);
    expect(load).toHaveBeenCalledWith({ mode: 'sandbox' });
    expect(checkout).toHaveBeenCalledWith({
      paymentSessionId: 'session_1',
      redirectTarget: '_self',
    });
    checkout.mockResolvedValueOnce({ error: { message: 'payment_session_id is expired' } });
    expect(await openCheckout({ checkoutUrl: '', paymentSessionId: 'session_2' })).toEqual({
      ok: false,
      message: 'payment_session_id is expired',
      status: 0,
    });
  });

  it('in a build without a gateway for an empty URL, says something went wrong', async () => {
    const { openCheckout } = await import('./checkout.ts');
    expect((await openCheckout({ checkoutUrl: '', paymentSessionId: 's' })).ok).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
