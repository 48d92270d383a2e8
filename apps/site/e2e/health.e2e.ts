import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile } from './browser.ts';
import { openPage } from './open-page.ts';

const browser = browserForFile();

describe('site and API on one origin', () => {
  it('the API answers its health check', async () => {
    const res = await fetch(`${baseURL()}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('an unknown path shows the not-found page', async () => {
    const page = await openPage(browser());
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Page not found');
    await page.context().close();
  });
});
