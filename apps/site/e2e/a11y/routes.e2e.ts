import { describe, it } from 'vitest';
import { browserForFile } from '../browser.ts';
import { openPage, visit } from '../open-page.ts';
import { audit, prepare, settled } from './audit.ts';
import { expectClean } from './expect-clean.ts';
import { prerenderedRoutes } from './routes.ts';

/**
 * Every pre-rendered English route, as it first shows, through the checks beyond axe (./audit.ts),
 * and the Hindi version of one route of each page template: the same layouts with longer words and
 * taller letters, where reflow, spacing and clipping can differ (the suite's time stays bounded).
 */

const browser = browserForFile();

const hindiSample = [
  '/hi',
  '/hi/new-bike',
  '/hi/aboutus',
  '/hi/corporate-governance',
  '/hi/newsroom',
  '/hi/contact-us',
  '/hi/customer-care',
  '/hi/track-request',
  '/hi/grievance-redressal',
  '/hi/refund-policy',
  '/hi/mandate',
  '/hi/initiate-payment',
  '/hi/enquiry',
  '/hi/my-loan',
];
const routes = [
  ...prerenderedRoutes().filter((route) => route !== '/hi' && !route.startsWith('/hi/')),
  ...hindiSample,
];

describe('every pre-rendered route beyond axe', () => {
  it.each(routes)('%s', async (route) => {
    const page = await openPage(browser(), 412);
    await prepare(page);
    await visit(page, route);
    await settled(page);
    const failures = await audit(page, route);
    expectClean(failures);
    await page.context().close();
  });
});
