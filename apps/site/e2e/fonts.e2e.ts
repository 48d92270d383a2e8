import type { Page } from 'playwright-core';
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

/** The fonts Chromium drew an element's own text in (family, and whether it was a web font). */
async function fontsDrawn(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`);
}

describe('the web font', () => {
  // The font's faces must form one font: a face declared with other weights than the rest was
  // matched alone, and every Latin letter was drawn in the system font. The second visit of a
  // page finds the file in the cache (the first may miss `optional`'s short wait on a busy
  // machine, which is the design).
  it.each([
    ['/', 'main h1'],
    ['/customer-care', 'main p'],
  ])('draws %s (%s) in Noto Sans', async (route, selector) => {
    const page = await openPage(browser(), 412);
    await visit(page, route);
    await page.evaluate(() => document.fonts.ready);
    await page.reload();
    await page.evaluate(() => document.fonts.ready);
    expect(await fontsDrawn(page, selector)).toEqual(['Noto Sans (web font)']);
    await page.context().close();
  });

  it('draws Hindi in Noto Sans’s Devanagari', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/hi');
    // The test browser has no Devanagari font of its own: each letter is the web font's or none.
    // (A digit or a space may be the fallback's: Hindi pages preload only the Devanagari file.)
    expect(await fontsDrawn(page, 'main h1')).toContain('Noto Sans (web font)');
    await page.context().close();
  });

  it('falls back to a sans-serif of the platform when the web font cannot load', async () => {
    const page = await openPage(browser(), 412);
    await page.route('**/*.woff2', (route) => route.abort());
    await visit(page, '/');
    // The test browser's only sans-serif (its fonts are pinned): not the default serif.
    expect(await fontsDrawn(page, 'main h1')).toEqual(['DejaVu Sans']);
    await page.context().close();
  });

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
