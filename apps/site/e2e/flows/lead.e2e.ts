import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile } from '../browser.ts';
import { storedLeads } from '../leads-api.ts';
import { openWatchingLoading } from '../open-page.ts';
import { close } from '../site-pages.ts';

/** The lead flow: Apply Now stores a lead through the real API. */

const browser = browserForFile();

describe('Apply Now stores a lead', () => {
  async function submit(page: Page, name: string, phone: string) {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Mobile').fill(phone);
    const response = page.waitForResponse('**/api/v1/bb/users/product-queries');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const res = await response;
    return {
      status: res.status(),
      body: await res.json(),
      sent: JSON.parse(res.request().postData() ?? '{}'),
    };
  }

  it('from a home page tile: stored, thank-you shown, and kept for the visit on every page', async () => {
    const page = await openWatchingLoading(browser(), '/');
    const apply = page.getByRole('button', { name: 'Apply Now Electric Auto Loan' });
    await apply.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle'); // the tiles' code loads as they near the screen
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Electric Auto Loan' });
    await dialog.waitFor();
    const result = await submit(page, 'Ravi Tile', '9123456780');
    expect(result.sent).toEqual({
      name: 'Ravi Tile',
      phone: '9123456780',
      product_type: 'Electric Auto Loan',
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, data: { success: true } });
    expect(Number(result.body.data.id)).toBeGreaterThan(0);
    // Read back through the API: the lead is stored as sent.
    const [stored] = await storedLeads(baseURL(), '9123456780');
    expect(stored).toMatchObject({
      id: String(result.body.data.id),
      name: 'Ravi Tile',
      phone: '9123456780',
      product_type: 'Electric Auto Loan',
    });
    // The thank-you view has its own title.
    const thanks = page.getByRole('dialog');
    await thanks.getByText('Our team will get in touch with you soon').waitFor();
    expect(await thanks.locator('img').count()).toBe(0);
    await thanks.getByRole('button', { name: 'Awesome !' }).click();
    await thanks.waitFor({ state: 'detached' });
    expect(await apply.evaluate((b) => b === document.activeElement)).toBe(true);

    // The same product on its own page, after a reload: still the thank-you view.
    await page.goto('/electric-auto-loan');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await page.getByRole('dialog').getByText('Our team will get in touch with you soon').waitFor();
    expect(await page.getByRole('dialog').getByLabel('Mobile').count()).toBe(0);
    await close(page);
  });

  it('from a product page: stored and thank-you shown; another product still asks', async () => {
    const page = await openWatchingLoading(browser(), '/battery-loan');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const first = await submit(page, 'Meena Page', '9988776655');
    expect(first.sent.product_type).toBe('Battery Loan');
    expect(first.status).toBe(200);
    await page.getByRole('dialog').getByText('Thank you for your interest').waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/new-bike');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await page.getByRole('dialog').getByLabel('Mobile').waitFor();
    const second = await submit(page, 'Meena Again', '9988776655');
    expect(Number(second.body.data.id)).toBeGreaterThan(Number(first.body.data.id));
    const stored = await storedLeads(baseURL(), '9988776655');
    expect(stored.slice(0, 2).map((l) => [l.id, l.name, l.product_type])).toEqual([
      [String(second.body.data.id), 'Meena Again', 'New Two-Wheeler Loan'],
      [String(first.body.data.id), 'Meena Page', 'Battery Loan'],
    ]);
    await close(page);
  });

  it('a 9-digit mobile cannot be submitted and the dialog says why', async () => {
    const page = await openWatchingLoading(browser(), '/pre-owned');
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('product-queries')) requests++;
    });
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Nine Digits');
    await dialog.getByLabel('Mobile').fill('987654321');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please enter a valid 10-digit mobile number').waitFor();
    expect(await dialog.getByLabel('Mobile').getAttribute('aria-invalid')).toBe('true');
    // Typing past 10 digits is ignored.
    await dialog.getByLabel('Mobile').fill('98765432101234');
    expect(await dialog.getByLabel('Mobile').inputValue()).toBe('9876543210');
    expect(requests).toBe(0);
    await close(page);
  });

  it('an API failure says Something went wrong! and keeps what was typed', async () => {
    const page = await openWatchingLoading(browser(), '/peer-to-peer');
    await page.route('**/api/v1/bb/users/product-queries', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Kept Name');
    await dialog.getByLabel('Mobile').fill('9012345678');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Something went wrong!' }).waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Kept Name');
    expect(await dialog.getByLabel('Mobile').inputValue()).toBe('9012345678');
    // Network down: the same.
    await page.unroute('**/api/v1/bb/users/product-queries');
    await page.route('**/api/v1/bb/users/product-queries', (route) =>
      route.abort('internetdisconnected'),
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Something went wrong!' }).waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Kept Name');
    // And a toast from the package's Toaster says why, styled by react-toastify's stylesheet,
    // which came with the Toaster's code and is not in the page's inline one.
    await page.getByText('We could not reach our server').waitFor();
    expect(
      await page.evaluate(() => ({
        inline: [...document.querySelectorAll('style')].some((s) =>
          s.textContent?.includes('@keyframes Toastify__'),
        ),
        container: getComputedStyle(
          document.querySelector('.Toastify__toast-container') ?? document.body,
        ).position,
      })),
    ).toEqual({ inline: false, container: 'fixed' });
    await close(page);
  });

  it('the privacy notice links to the Privacy Policy dialog', async () => {
    const page = await openWatchingLoading(browser(), '/ev-rental');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Privacy Policy' }).click();
    await page.getByRole('dialog', { name: 'Privacy Policy' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Privacy Policy' }).textContent()).toContain(
      '7 working days',
    );
    await close(page);
  });
});
