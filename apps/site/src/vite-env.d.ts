/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the HTTP client sends `/api/…` (default: the site's own origin). */
  readonly VITE_API_BASE_URL?: string;
  /** Cashfree's checkout mode when Cashfree is the payment gateway: `sandbox` or `production`. */
  readonly VITE_CASHFREE_MODE?: string;
}

/** react-toastify's stylesheet, imported by the Toaster's chunk (an alias in vite.config.ts). */
declare module 'site:react-toastify.css';

/** Cashfree.js's loader (the package ships no types): its README's `load` and `checkout`. */
declare module '@cashfreepayments/cashfree-js' {
  interface CashfreeCheckout {
    checkout(options: {
      paymentSessionId: string;
      redirectTarget?: '_self' | '_blank' | '_top' | '_modal';
      returnUrl?: string;
    }): Promise<{ error?: { message?: string }; redirect?: boolean } | undefined>;
    /** Cashfree Subscriptions' hosted authorisation (docs: subscription checkout, web). */
    subscriptionsCheckout(options: {
      subsSessionId: string;
      redirectTarget?: '_self' | '_blank' | '_top';
    }): Promise<{ error?: { message?: string }; redirect?: boolean } | undefined>;
  }
  export function load(options: { mode: 'sandbox' | 'production' }): Promise<CashfreeCheckout>;
}

/** The home tiles' example sentences with their APR, computed at build (scripts/loan-examples-at-build.ts). */
declare const __HOME_TILE_EXAMPLES__: Partial<
  Record<import('./content/product-index.ts').ProductSlug, string>
>;

/** The spec's English messages as the translator's source table, inlined by the Hindi build
 * (scripts/messages-at-build.ts); only `lib/messages.hi.ts` reads it. */
declare const __ENGLISH_MESSAGES__: readonly import('@company/forms/i18n').SourceEntry[];
