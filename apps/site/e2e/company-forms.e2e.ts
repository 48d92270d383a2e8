import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage } from './browser.ts';
import { storedCareerApplications, storedContactRequests } from './leads-api.ts';

/**
 * The forms of the company pages against the real API: careers (validation, resume type, upload
 * and application stored with the resume readable back through the API), the contact page's and
 * /customer-support's call requests.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A tiny but valid one-page PDF. */
function samplePdf(): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens a page and waits until React has hydrated it (pre-rendered HTML shows before that). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false }).first();

describe('careers', () => {
  it('a missing required field says "Please fill the required fields!" and focuses it', async () => {
    const page = await openPage(browser);
    await visit(page, '/career');
    await field(page, 'First Name').fill('Asha');
    await page.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Please fill the required fields!' });
    await alert.first().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('family-name');
    expect(await field(page, 'First Name').inputValue()).toBe('Asha');
    await page.context().close();
  });

  it('refuses a .png resume and one over 5 MB with a plain message', async () => {
    const page = await openPage(browser);
    await visit(page, '/career');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'resume.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please choose your resume as a PDF file.' })
      .waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024)]),
    });
    await page.getByRole('alert').filter({ hasText: 'Your resume is larger than 5 MB.' }).waitFor();
    expect(await page.getByRole('button', { name: /Remove resume\.png/ }).count()).toBe(0);
    await page.context().close();
  });

  it('stores a valid application with its PDF resume, readable back through the API', async () => {
    const page = await openPage(browser);
    await visit(page, '/career');
    await field(page, 'First Name').fill('Ravi');
    await field(page, 'Last Name').fill('Kumar');
    await field(page, 'Email').fill('ravi.kumar@example.com');
    await field(page, 'Phone Number').fill('9123456780');
    await field(page, 'Location').fill('Pune');
    await field(page, 'Linkedin Profile').fill('https://www.linkedin.com/in/ravi-kumar');
    const pdf = samplePdf();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'ravi-kumar.pdf', mimeType: 'application/pdf', buffer: pdf });
    const application = page.waitForRequest(
      (r: Request) => r.url().endsWith('/api/v1/bb/users/career') && r.method() === 'POST',
    );
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/bb/users/career'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const body = (await application).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      first_name: 'Ravi',
      last_name: 'Kumar',
      phone: '9123456780',
      location: 'Pune',
    });
    expect(body.resume_key).toMatch(/^resumes\/.+\.pdf$/);
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });

    const dialog = page.getByRole('dialog', { name: /Thank you for your interest/ });
    await dialog.waitFor();

    // The resume, read back through the API by its uploader.
    const stored = await page.evaluate(async (key) => {
      const signed = await fetch('/api/v1/bb/request/upload-document', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'get', key }),
      }).then((r) => r.json());
      const file = await fetch(signed.message);
      return {
        status: file.status,
        type: file.headers.get('content-type'),
        bytes: Array.from(new Uint8Array(await file.arrayBuffer())),
      };
    }, body.resume_key);
    expect(stored.status).toBe(200);
    expect(stored.type).toContain('application/pdf');
    expect(Buffer.from(stored.bytes).equals(pdf)).toBe(true);
    // The application itself, read back through the API with its resume.
    const [storedApplication] = await storedCareerApplications(baseURL(), {
      phone: '9123456780',
    });
    expect(storedApplication).toMatchObject({
      first_name: 'Ravi',
      last_name: 'Kumar',
      location: 'Pune',
      resume: { key: body.resume_key, content_type: 'application/pdf', size: pdf.length },
    });

    await dialog.getByRole('button', { name: 'Awesome !' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await field(page, 'First Name').inputValue()).toBe('');
    await page.context().close();
  });

  it('shows a server error and keeps everything typed', async () => {
    const page = await openPage(browser);
    await page.route('**/api/v1/bb/users/career', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await visit(page, '/career');
    await field(page, 'First Name').fill('Meena');
    await field(page, 'Last Name').fill('Shah');
    await field(page, 'Phone Number').fill('9988776655');
    await field(page, 'Location').fill('Surat');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: 'Something went wrong!' }).waitFor();
    expect(await field(page, 'Location').inputValue()).toBe('Surat');
    expect(await field(page, 'Phone Number').inputValue()).toBe('9988776655');
    await page.context().close();
  });
});

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
    const page = await openPage(browser, 412);
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
    const page = await openPage(browser);
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
    const page = await openPage(browser);
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
    const page = await openPage(browser);
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
