import type { Page } from 'playwright-core';

/** The loan product pages, home and not-found, and the heading each shows. */
export const pages: [path: string, heading: string][] = [
  ['/', "India's No.1 Two Wheeler Lifecycle Company"],
  ['/product-layout', 'Two-Wheeler Loan'],
  ['/new-bike', 'New Two-Wheeler Loan'],
  ['/pre-owned', 'Used Two-Wheeler Loan'],
  ['/bike-pe-loan', 'Re-Finance of Vehicles'],
  ['/peer-to-peer', 'Peer 2 Peer Loan'],
  ['/electric-bike-loan', 'Electric Two-Wheeler Loan'],
  ['/ev-rental', 'EV Rental'],
  ['/electric-three-wheeler', 'Electric Rickshaw Loan'],
  ['/electric-auto-loan', 'Electric Auto Loan'],
  ['/battery-loan', 'Battery Loan'],
  ['/electric-bike-plan', 'Electric Bike Plan'],
  ['/testimonial', "India's No.1 Two Wheeler Lifecycle Company"],
  ['/our-products', "India's No.1 Two Wheeler Lifecycle Company"],
  ['/no-such-page', 'Page not found'],
];

/** The payment and e-mandate pages: they stand outside the site's frame. */
export const paymentAndMandatePages = [
  '/mandate',
  '/initiate-payment',
  '/payment-response',
  '/mandate-information',
  '/mandate-registration-response',
  '/mandate-response',
];

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
export const close = (page: Page) => page.context().close();
