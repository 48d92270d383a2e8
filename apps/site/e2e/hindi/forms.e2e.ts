import {
  careerRouteMessages,
  contactRouteMessages,
  leadRouteMessages,
} from '@company/forms/contracts';
import { toHindi } from '@company/forms/hi';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { careersPage } from '../../src/content/hi/careers.ts';
import { leadDialogLabels } from '../../src/content/hi/component-labels.ts';
import { leadDialog } from '../../src/content/hi/lead.ts';
import { productPageText } from '../../src/content/hi/products.ts';
import { supportForm } from '../../src/content/hi/support.ts';
import { browserForFile } from '../browser.ts';
import { field, samplePdf, toast } from '../form-helpers.ts';
import { openPage, openWatchingLoading, visit } from '../open-page.ts';
import { expectHindi, expectHindiFieldError } from './hindi-checks.ts';

/**
 * The lead, career and contact forms on Hindi pages against the real API: each one's errors, its
 * toast or alert, the API's answer (asked in Hindi, answered in Hindi) and its confirmation.
 */

const browser = browserForFile();

/** The API's answer to the form's call: asked in Hindi; its message, if any, in Hindi. */
async function expectHindiAnswer(answer: Promise<Response>): Promise<void> {
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(await response.request().headerValue('accept-language')).toBe('hi');
  const body = (await response.json()) as { success: boolean; message?: string };
  expect(body.success).toBe(true);
  if (typeof body.message === 'string') expectHindi(body.message, 'API answer');
}

const answerOf = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');

describe('the forms in Hindi', () => {
  it('Apply Now: the mobile’s error, the toast of a failed call, the lead stored and the thanks, in Hindi', async () => {
    const page = await openWatchingLoading(browser(), '/hi/battery-loan', 412);
    await page.getByRole('button', { name: productPageText.apply }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(leadDialogLabels.name).fill('मीना');
    await dialog.getByLabel(leadDialogLabels.mobile).fill('987654321');
    await dialog.getByRole('button', { name: leadDialogLabels.submit }).click();
    await dialog.getByText(toHindi(leadRouteMessages.phoneInvalid)).waitFor();
    // The network down: the alert and the toast, in Hindi.
    const path = '**/api/v1/bb/users/product-queries';
    await page.route(path, (route) => route.abort('internetdisconnected'));
    await dialog.getByLabel(leadDialogLabels.mobile).fill('9000079011');
    await dialog.getByRole('button', { name: leadDialogLabels.submit }).click();
    await dialog.getByRole('alert').filter({ hasText: leadDialogLabels.failure }).waitFor();
    await toast(page, leadDialog.unreachable).waitFor();
    await page.unroute(path);
    const answer = answerOf(page, '/api/v1/bb/users/product-queries');
    await dialog.getByRole('button', { name: leadDialogLabels.submit }).click();
    await expectHindiAnswer(answer);
    await dialog.getByText(leadDialogLabels.thankYouText).waitFor();
    await page.context().close();
  });

  it('careers: the required fields’ alert and errors, the application stored, the thanks, in Hindi', async () => {
    const page = await openPage(browser());
    await visit(page, '/hi/career');
    const { labels, submit } = careersPage.form;
    await field(page, labels.firstName).fill('रवि');
    await page.getByRole('button', { name: submit, exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: toHindi(careerRouteMessages.required) })
      .first()
      .waitFor();
    const lastName = page.locator('main form input[autocomplete="family-name"]');
    await expect.poll(() => lastName.getAttribute('aria-invalid')).toBe('true');
    await expectHindiFieldError(page, (await lastName.getAttribute('id')) ?? '');
    await lastName.fill('कुमार');
    await field(page, labels.phone).fill('9000079012');
    await field(page, labels.location).fill('लखनऊ');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'biodata.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    const answer = answerOf(page, '/api/v1/bb/users/career');
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expectHindiAnswer(answer);
    await page.getByRole('dialog', { name: careersPage.success.title }).waitFor();
    await page.context().close();
  });

  it('contact us: the errors, the request stored, the thanks, in Hindi', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/hi/contact-us');
    await page.getByRole('button', { name: supportForm.submit }).click();
    await page.getByText(toHindi(contactRouteMessages.firstNameRequired)).first().waitFor();
    const firstName = field(page, supportForm.labels.firstName);
    await expectHindiFieldError(page, (await firstName.getAttribute('id')) ?? '');
    await firstName.fill('इमरान');
    await field(page, supportForm.labels.phoneNumber).fill('9000079013');
    await field(page, supportForm.labels.query).fill('मेरी EMI की तारीख के बारे में कॉल करें।');
    const answer = answerOf(page, '/api/v1/bb/users/contact-us');
    await page.getByRole('button', { name: supportForm.submit }).click();
    await expectHindiAnswer(answer);
    const thanks = page.getByRole('dialog', { name: supportForm.thanks.title });
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain(supportForm.thanks.text);
    await page.context().close();
  });
});
