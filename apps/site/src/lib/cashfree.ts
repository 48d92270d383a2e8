/**
 * Cashfree.js, in a build for Cashfree (`VITE_CASHFREE_MODE` = sandbox or production): loaded
 * only when a checkout opens, from Cashfree's own loader package. Null in any other build.
 */
export async function loadCashfree() {
  const mode = import.meta.env.VITE_CASHFREE_MODE;
  if (mode !== 'sandbox' && mode !== 'production') return null;
  const { load } = await import('@cashfreepayments/cashfree-js');
  return load({ mode });
}
