import { afterEach, describe, expect, it, vi } from 'vitest';

const subscriptionsCheckout = vi.fn();
const load = vi.fn(async () => ({ subscriptionsCheckout }));
vi.mock('@cashfreepayments/cashfree-js', () => ({ load }));

describe('opening the mandate authorisation from a provider session', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.clearAllMocks();
  });

  it('opens Cashfree Subscriptions’ checkout in this tab, and passes on its error', async () => {
    vi.stubEnv('VITE_CASHFREE_MODE', 'production');
    const { openMandateCheckout } = await import('./checkout.ts');
    subscriptionsCheckout.mockResolvedValueOnce({ redirect: true });
    expect((await openMandateCheckout('sub_session_1')).ok).toBe(true);
    expect(load).toHaveBeenCalledWith({ mode: 'production' });
    expect(subscriptionsCheckout).toHaveBeenCalledWith({
      subsSessionId: 'sub_session_1',
      redirectTarget: '_self',
    });
    subscriptionsCheckout.mockResolvedValueOnce({ error: { message: 'Session expired' } });
    expect(await openMandateCheckout('sub_session_2')).toEqual({
      ok: false,
      message: 'Session expired',
      status: 0,
    });
  });

  it('without a Cashfree build, loads nothing and says something went wrong', async () => {
    const { openMandateCheckout } = await import('./checkout.ts');
    expect((await openMandateCheckout('s')).ok).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
