import AxeBuilder from '@axe-core/playwright';
import { chromiumLaunchOptions } from '@company/testing/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const baseURL = (): string => inject('baseURL');

export async function launch(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** The test file's one browser: launched before its tests, closed after them. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: use it inside a test.');
    return browser;
  };
}

/** Fails with the list of violations, so the report says what to fix. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A dialog fading in has half-transparent text, which axe reads as low contrast: wait for the
  // short animations and transitions to end (not a toast's timer bar, which runs for seconds).
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => Number(a.effect?.getComputedTiming().endTime ?? Infinity) <= 1000)
        .map((a) => a.finished),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
