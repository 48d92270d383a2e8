import type { Browser, Page } from 'playwright-core';
import { baseURL } from './browser.ts';

/**
 * How every end-to-end test opens a page: `openPage` for a new page at a width, `visit` to go to a
 * path and wait until React has hydrated it, `openWatchingLoading` for a page that also records
 * whether the loading screen appeared.
 */

/** A new page at the given width, with the test's base URL. */
export async function openPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

/** Opens a page and waits until React has hydrated it (pre-rendered HTML shows before that). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * A new page at `path` that records whether the loading screen ever appeared
 * (`window.loadingSeen`), returned once the page's own code is live.
 */
export async function openWatchingLoading(
  browser: Browser,
  path: string,
  width = 1280,
): Promise<Page> {
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
