import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile } from '../browser.ts';
import { field, PNG, samplePdf } from '../form-helpers.ts';
import { storedCareerApplications } from '../leads-api.ts';
import { openPage, visit } from '../open-page.ts';

/** The careers flow against the real API: validation, resume type, upload, and the application stored with the resume readable back. */

const browser = browserForFile();

describe('careers', () => {
  it('a missing required field says "Please fill the required fields!" and focuses it', async () => {
    const page = await openPage(browser());
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
    const page = await openPage(browser());
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
    const page = await openPage(browser());
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
    // The upload's opaque id: where the file lies is the API's choice.
    expect(body.resume_key).toMatch(/^up_[A-Za-z0-9_-]+$/);
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });

    const dialog = page.getByRole('dialog', { name: /Thank you for your interest/ });
    await dialog.waitFor();

    // The resume, read back through the API by its uploader.
    const stored = await page.evaluate(async (id) => {
      const signed = await fetch('/api/v1/bb/request/upload-document', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'get', id }),
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
      resume: {
        key: expect.stringMatching(/^careers\/f[A-Za-z0-9_-]+$/),
        content_type: 'application/pdf',
        size: pdf.length,
      },
    });

    await dialog.getByRole('button', { name: 'Awesome !' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await field(page, 'First Name').inputValue()).toBe('');
    await page.context().close();
  });

  it('shows a server error and keeps everything typed', async () => {
    const page = await openPage(browser());
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
