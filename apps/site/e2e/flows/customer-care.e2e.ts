import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile, expectNoAxeViolations, openPage } from '../browser.ts';
import { field, samplePdf, visit } from '../form-helpers.ts';
import { latestCode } from '../leads-api.ts';

/** The customer care journey against the real API: identity, OTP, loans, request, ticket. */

const browser = browserForFile();

/** Chooses an option of a searchable list by typing and pressing Enter. */
async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function ticketFrom(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: /Request Successfully Created!/ });
  await dialog.waitFor();
  const ticket = (await dialog.locator('output').textContent())?.trim() ?? '';
  expect(ticket).toMatch(/^SR\d{14}$/);
  return ticket;
}

describe('customer care', () => {
  it('a non-customer: a valid mobile unlocks the form; the request gets a ticket; the form resets', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/customer-care');
    expect(await field(page, 'Name').isDisabled()).toBe(true);
    await choose(page, 'I am a', 'Non-Customer');
    await field(page, 'Mobile Number').fill('98765abc43211');
    expect(await field(page, 'Mobile Number').inputValue()).toBe('9876543211');
    await page.getByRole('combobox', { name: 'Request Type', exact: true }).waitFor();
    expect(await field(page, 'Name').isDisabled()).toBe(false);
    await field(page, 'Name').fill("José D'Souza");
    await choose(page, 'Request Type', 'New Loan Enquiry');
    await choose(page, 'Sub-Request Type', 'Two-wheeler loan');
    await field(page, 'Query').fill('Is a <b>scooter</b> loan possible?');
    await page.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
    await ticketFrom(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ok' }).click();
    expect(await field(page, 'Name').inputValue()).toBe('');
    await page.context().close();
  });

  it('a failed submit lists every problem at the top, links to each field, and keeps what was typed', async () => {
    const page = await openPage(browser());
    await visit(page, '/customer-care');
    await choose(page, 'I am a', 'Dealer');
    await field(page, 'Mobile Number').fill('9000022223');
    await field(page, 'Name').fill('R2D2');
    await field(page, 'Query').fill('Kept after the failure');
    await page.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('There is a problem');
    const links = await summary.getByRole('link').allTextContents();
    expect(links).toEqual([
      'Please enter a valid name',
      'Please select a valid Request Type',
      'Please select a valid Sub-Request Type',
    ]);
    await summary.getByRole('link', { name: 'Please enter a valid name' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('care-name');
    expect(await field(page, 'Query').inputValue()).toBe('Kept after the failure');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('a customer: OTP to the registered mobile, the loan fills the form, a PDF uploads, a ticket; the same request again is pending', async () => {
    const page = await openPage(browser());
    await visit(page, '/customer-care');
    await choose(page, 'I am a', 'Customer');
    await field(page, 'Mobile Number or LAN').fill('TW0000200001');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    const otp = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await otp.waitFor();
    expect(await otp.textContent()).toContain('XXXXXX6780');
    expect(await otp.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await otp.getByLabel('Enter the 6-digit code').fill('000000');
    await otp.getByRole('button', { name: 'Submit' }).click();
    await otp.getByText('Invalid OTP Entered').waitFor();
    expect(await otp.getByLabel('Enter the 6-digit code').inputValue()).toBe('');
    await otp.getByLabel('Enter the 6-digit code').fill(await latestCode(baseURL(), '9123456780'));
    await otp.getByRole('button', { name: 'Submit' }).click();
    await otp.waitFor({ state: 'detached' });
    await expect.poll(() => field(page, 'Name').inputValue()).not.toBe('');
    expect(await field(page, 'Vehicle Number').inputValue()).not.toBe('');
    await choose(page, 'Request Type', 'Loan Related Query');
    const subRequest = page.getByRole('combobox', { name: 'Sub-Request Type', exact: true });
    await subRequest.click();
    await page.getByRole('option').first().click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await page.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
    const ticket = await ticketFrom(page);
    await page.getByRole('button', { name: 'Ok' }).click();
    // The form reset keeps who is asking: the same request again is the pending one.
    await choose(page, 'Request Type', 'Loan Related Query');
    await subRequest.click();
    await page.getByRole('option').first().click();
    await expect.poll(() => field(page, 'Name').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
    const pending = page.getByRole('dialog', { name: 'Request already open' });
    await pending.waitFor();
    expect(await pending.textContent()).toContain(ticket);
    await page.context().close();
  });
});
