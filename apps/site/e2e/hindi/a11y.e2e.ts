import { describe, expect, it } from 'vitest';
import { settled } from '../a11y/audit.ts';
import { browserForFile } from '../browser.ts';
import { expectNoAxeViolationsAt } from '../company-axe.ts';
import { openPage, visit } from '../open-page.ts';
import { englishRoutes, inHindi } from './routes.ts';

/** axe on every Hindi route, at a phone's width and a desktop's. */

const browser = browserForFile();

describe('the Hindi routes with axe', () => {
  it.each(englishRoutes().map(inHindi))('%s has no violation at 412 and 1280 px', async (route) => {
    const page = await openPage(browser(), 412);
    await visit(page, route);
    // The Hindi page itself, not the English not-found page of a build without dist/hi.
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    // Loaded, idle and scrolled to its section (/hi/testimonial): read as the visitor sees it.
    await settled(page);
    await expectNoAxeViolationsAt(page, [412, 1280]);
    await page.context().close();
  });
});
