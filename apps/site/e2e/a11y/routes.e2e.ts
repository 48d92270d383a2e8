import { describe, it } from 'vitest';
import { browserForFile } from '../browser.ts';
import { openPage, visit } from '../open-page.ts';
import { audit, prepare, settled } from './audit.ts';
import { expectClean } from './expect-clean.ts';
import { prerenderedRoutes } from './routes.ts';

/** Every pre-rendered route, as it first shows, through the checks beyond axe (./audit.ts). */

const browser = browserForFile();

describe('every pre-rendered route beyond axe', () => {
  it.each(prerenderedRoutes())('%s', async (route) => {
    const page = await openPage(browser(), 412);
    await prepare(page);
    await visit(page, route);
    await settled(page);
    const failures = await audit(page, route);
    expectClean(failures);
    await page.context().close();
  });
});
