import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile } from '../browser.ts';
import { openPage, visit } from '../open-page.ts';
import { outbox } from '../outbox.ts';
import { expectHindiFieldError, expectHindiSummary } from './hindi-checks.ts';

/**
 * The pre-qualified offer completed on /hi/enquiry against the real API (the sandbox lender: an
 * odd last digit asks for an OTP first, apps/api/README.md). The controls are found by their ids
 * and roles, not by their words, so the test does not depend on how they are translated; what it
 * reads are the words the visitor gets: the form's errors and summary, the API's answers, the
 * toast, all in Hindi.
 */

const browser = browserForFile();

async function chooseCity(page: Page) {
  const input = page.locator('#enquiry-city');
  await input.click();
  await input.fill('Pun');
  // The branches' names are data, the same in both languages.
  await page.getByRole('option', { name: 'Pune', exact: true }).click();
}

describe('the enquiry in Hindi', () => {
  it('errors, summary, the OTP toast and the offer, in Hindi', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/hi/enquiry');
    // Submitted empty: the summary and each field's error, from @company/forms/hi.
    await page.locator('main form button[type="submit"]').click();
    await expectHindiSummary(page.locator('main form'), 3);
    await expectHindiFieldError(page, 'enquiry-mobile');

    await chooseCity(page);
    const mobile = '9000001123';
    await page.locator('#enquiry-mobile').fill(mobile);
    await page.locator('#enquiry-amount').fill('90000');
    await page.locator('#enquiry-pan').fill('ABCPE1234F');
    await page.locator('#enquiry-aadhaar').fill('234123412346');
    await page.locator('#enquiry-terms').check();
    await page.locator('main form button[type="submit"]').click();

    // The API asks for an OTP; a wrong one is answered in Hindi (the API's words, as a toast).
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const code = (await outbox(baseURL(), mobile))[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const otp = dialog.locator('input[autocomplete="one-time-code"]');
    await otp.fill(code === '111111' ? '222222' : '111111');
    await dialog.locator('button[type="submit"]').click();
    // The API's answer ('Invalid OTP Entered' on an English page), in Hindi, beside the field.
    await dialog.getByText('गलत OTP डाला गया').waitFor();
    await expect.poll(() => otp.inputValue()).toBe('');
    await otp.fill(code);
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await page.locator('main').textContent()) ?? '')
      .toContain('₹90,000');
    expect(new URL(page.url()).pathname).toBe('/hi/enquiry');
    await page.context().close();
  });
});
