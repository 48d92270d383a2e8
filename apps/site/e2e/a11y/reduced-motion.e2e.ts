import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from '../browser.ts';
import { openPage, visit } from '../open-page.ts';
import { Journey } from './journey.ts';

/** `prefers-reduced-motion` stops the home carousel (./audit.ts checks every transition). */

const browser = browserForFile();

/** The carousel's current slide, by its dot. */
const currentSlide = (page: Page) =>
  page.locator('#home-carousel [aria-current="true"]').getAttribute('aria-label');

describe('reduced motion', () => {
  it('the home carousel rotates on its own, and stays put when motion is reduced', async () => {
    const moving = await openPage(browser(), 412);
    await visit(moving, '/');
    const first = await currentSlide(moving);
    await expect.poll(() => currentSlide(moving), { timeout: 20_000 }).not.toBe(first);
    await moving.context().close();

    const { page: still } = await Journey.start(browser(), '/');
    const shown = await currentSlide(still);
    // Two of its 4.5 s turns, and more: a rotation would have come by now.
    await still.waitForTimeout(10_000);
    expect(await currentSlide(still)).toBe(shown);
    await still.context().close();
  });
});
