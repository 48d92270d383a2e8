import { describe, expect, it } from 'vitest';
import { browserForFile } from './browser.ts';
import { openPage, visit } from './open-page.ts';

const browser = browserForFile();

/** Layout shifts recorded from the first paint (PerformanceObserver, buffered), with what moved. */
declare global {
  interface Window {
    shifts: { value: number; moved: string[] }[];
  }
}

describe('the web font', () => {
  // A phone on a slow network, or a busy machine: the font files arrive a second after the page.
  // With `font-display: swap` the text was redrawn in the new font and moved (CLS 0.005 on
  // /mandate, 0.037 on /); with `optional` the page keeps the system font for this visit.
  it.each([
    '/',
    '/new-bike',
    '/customer-care',
    '/mandate',
    '/initiate-payment',
    '/enquiry',
    '/aboutus',
  ])('arriving late shifts nothing on %s', async (route) => {
    const page = await openPage(browser(), 412);
    await page.addInitScript(() => {
      window.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node }[];
        })[]) {
          const moved = (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName),
          );
          window.shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await visit(page, route);
    await page.waitForTimeout(1500); // the font has arrived; a swap would have happened by now
    expect(await page.evaluate(() => window.shifts)).toEqual([]);
    await page.context().close();
  });
});
