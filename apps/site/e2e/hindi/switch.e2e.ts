import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from '../browser.ts';
import { openPage } from '../open-page.ts';
import { englishRoutes, inHindi } from './routes.ts';

/** The language switch: on every route, to the same page in the other language and back. */

const browser = browserForFile();

const switchTo = (page: Page, language: 'en' | 'hi') =>
  page.locator(`a[hreflang="${language}"][lang="${language}"]`);

const pathOf = (page: Page) => new URL(page.url()).pathname;

// /redirect shows no frame (neither header nor logo bar): it only hands the visitor on.
const framedRoutes = englishRoutes().filter((route) => route !== '/redirect');

describe('the language switch', () => {
  it.each(framedRoutes)('%s → Hindi → English', async (route) => {
    const page = await openPage(browser(), 412);
    await page.goto(route);
    // The not-found page is one pre-rendered file for every unknown path: its switch names the
    // path once the page's code runs.
    const hydrated = () =>
      page.waitForFunction(() => document.documentElement.dataset.page !== undefined);
    if (route === '/no-such-page') await hydrated();
    const toHindi = switchTo(page, 'hi');
    expect(await toHindi.count()).toBe(1);
    expect((await toHindi.textContent())?.trim()).toBe('हिन्दी');
    await toHindi.click();
    await page.waitForURL((url) => url.pathname === inHindi(route));
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    if (route === '/no-such-page') await hydrated();
    const toEnglish = switchTo(page, 'en');
    expect((await toEnglish.textContent())?.trim()).toBe('English');
    await toEnglish.click();
    await page.waitForURL((url) => url.pathname === route);
    expect(pathOf(page)).toBe(route);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    await page.context().close();
  });

  it.each([412, 1280])(
    'is reached by keyboard and is at least 24 px each way at %ipx',
    async (width) => {
      const page = await openPage(browser(), width);
      await page.goto('/hi/new-bike');
      await page.waitForFunction(() => document.documentElement.dataset.page !== undefined);
      const link = switchTo(page, 'en');
      const box = await link.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        if (await link.evaluate((el) => el === document.activeElement)) break;
      }
      expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/new-bike');
      await page.context().close();
    },
  );

  it('says that the form will be cleared on a page with a form, and only there', async () => {
    const page = await openPage(browser(), 1280);
    await page.goto('/enquiry');
    await page.waitForFunction(() => document.documentElement.dataset.page !== undefined);
    const note = page.getByText('Changing the language clears the form');
    expect(await note.isVisible()).toBe(true);
    await page.goto('/hi/mandate');
    await page.waitForFunction(() => document.documentElement.dataset.page !== undefined);
    expect(await page.getByText('भाषा बदलने पर फ़ॉर्म खाली हो जाएगा').isVisible()).toBe(true);
    await page.goto('/aboutus');
    expect(await note.isVisible()).toBe(false);
    await page.context().close();
  });
});
