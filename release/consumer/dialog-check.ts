import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens a dialog from the (first) button named `trigger`, sees it painted on a background of its
 * own (its stylesheet came with the component), and closes it with Escape: what every consumer
 * proof checks of a dialog.
 */
export async function opensAndClosesWithEscape(
  page: Page,
  trigger: string | RegExp,
  name: string | RegExp,
) {
  await page.getByRole('button', { name: trigger }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await expect
    .poll(() => dialog.evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe('rgba(0, 0, 0, 0)');
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
}
