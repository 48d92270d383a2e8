import type { Browser, Page } from 'playwright-core';
import { openPage } from './browser.ts';

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

/** A page that records whether the loading screen ever appeared. */
export async function open(browser: Browser, path: string, width = 1280): Promise<Page> {
  const page = await openPage(browser, width);
  await page.addInitScript(() => {
    const w = window as unknown as { loadingSeen: boolean };
    w.loadingSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="loading-screen"][data-state="open"]'))
        w.loadingSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path, { waitUntil: 'load' });
  // The page's own code is live (hydrated), so interactions reach React.
  await page.waitForFunction(() => document.documentElement.dataset.page !== undefined);
  return page;
}

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
export const close = (page: Page) => page.context().close();
