import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile } from '../browser.ts';
import { field } from '../form-helpers.ts';
import { storedContactRequests } from '../leads-api.ts';
import { openPage, visit } from '../open-page.ts';

/** The call-request flow of /contact-us and /customer-support against the real API. */

const browser = browserForFile();

async function requestCall(page: Page, phone: string): Promise<Record<string, string>> {
  await field(page, 'First Name').fill('Imran');
  await field(page, 'Phone Number').fill(phone);
  await field(page, 'Email Address').fill('imran@example.com');
  expect(await field(page, 'Request Type').inputValue()).toBe('Customer Support');
  expect(await field(page, 'Request Type').getAttribute('readonly')).not.toBeNull();
  await field(page, 'Write a Query').fill('Please call me about my EMI date.');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/bb/users/contact-us'));
  const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/bb/users/contact-us'));
  await page.getByRole('button', { name: 'REQUEST A CALL' }).click();
  const answer = await response;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ success: true });
  // Read back through the API: stored as sent.
  const [stored] = await storedContactRequests(baseURL(), { phone });
  expect(stored).toMatchObject({
    name: 'Imran',
    phone,
    email: 'imran@example.com',
    request_type: 'Customer Support',
    query: 'Please call me about my EMI date.',
  });
  return (await request).postDataJSON() as Record<string, string>;
}

describe('call requests', () => {
  it('contact us: stored, thank-you dialog, Ok clears the fields', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/contact-us');
    const body = await requestCall(page, '9012345678');
    expect(body).toMatchObject({
      first_name: 'Imran',
      phone: '9012345678',
      request_type: 'Customer Support',
    });
    const dialog = page.getByRole('dialog', { name: /Thank you for your interest/ });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await field(page, 'First Name').inputValue()).toBe('');
    expect(await field(page, 'Write a Query').inputValue()).toBe('');
    await page.context().close();
  });

  it('customer support: stored as a Customer Support request, with the support hours shown', async () => {
    const page = await openPage(browser());
    await visit(page, '/customer-support');
    expect(await page.getByRole('main').textContent()).toContain(
      'Monday to Friday, 9:30 AM to 6:30 PM',
    );
    await page.getByRole('button', { name: 'REQUEST A CALL' }).click();
    await page.getByText('Please enter your first name').waitFor();
    const body = await requestCall(page, '9876543210');
    expect(body.request_type).toBe('Customer Support');
    await page.getByRole('dialog', { name: /Thank you for your interest/ }).waitFor();
    await page.context().close();
  });

  it('says what it collects and why, with the Privacy Policy a click away', async () => {
    const page = await openPage(browser());
    await visit(page, '/customer-support');
    const form = page.locator('form');
    expect(await form.textContent()).toContain('only to answer your request');
    await form.getByRole('button', { name: 'Read our Privacy Policy' }).click();
    await page.getByRole('dialog', { name: 'Privacy Policy' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('is keyboard operable end to end', async () => {
    const page = await openPage(browser());
    await visit(page, '/customer-support');
    await field(page, 'First Name').focus();
    await page.keyboard.type('Kiran');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9876501234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kiran@example.com');
    await page.keyboard.press('Tab'); // read-only request type
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard only.');
    await page.keyboard.press('Tab');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/bb/users/contact-us'));
    await page.keyboard.press('Enter');
    expect((await response).status()).toBe(200);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
