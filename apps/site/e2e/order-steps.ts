import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { mandatePage as englishMandate } from '../src/content/mandate.ts';
import { paymentPage as englishPayment } from '../src/content/payment.ts';
import { captchaAnswer, captchaId } from './captcha.ts';
import { toast } from './form-helpers.ts';
import { visit } from './open-page.ts';

/**
 * The e-mandate's and quick payment's steps, shared by the English and the Hindi tests: the
 * fields are found by their ids (the same in both languages), the buttons and headings by the
 * words of the page's own content module, passed as `words` (English unless told).
 */

/** What the steps read of a page's words: its path prefix and its content modules' texts. */
export interface OrderWords {
  prefix: '' | '/hi';
  mandate: {
    submit: string;
    information: { heading: string; submit: string };
    dialogs: { ok: string; disclaimer: { title: string } };
  };
  payment: { submit: string };
}

export const englishWords: OrderWords = {
  prefix: '',
  mandate: englishMandate,
  payment: englishPayment,
};

/** The text beside a field: its `aria-describedby` targets' text. */
export async function descriptionOf(page: Page, id: string): Promise<string> {
  return page.locator(`#${id}`).evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((ref) => document.getElementById(ref)?.textContent ?? '')
      .join(' '),
  );
}

/** Submits, expects the toast, and a new captcha (each failure brings one). */
export async function expectFailure(page: Page, submit: string, message: string) {
  const before = await captchaId(page);
  await page.getByRole('button', { name: submit }).click();
  await toast(page, message).waitFor();
  await captchaId(page, before);
}

/** The field `id` shows `message` beside it, says it is invalid, and has the focus. */
export async function expectErrorOn(page: Page, id: string, message: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id);
  expect(await page.locator(`#${id}`).getAttribute('aria-invalid')).toBe('true');
  expect(await descriptionOf(page, id)).toContain(message);
}

/** The mandate form filled for a loan, with the captcha's right answer and the terms ticked. */
export async function fillMandate(page: Page, lan: string, mobile: string) {
  await page.locator('#mandate-lan').fill(lan);
  await page.locator('#mandate-re-lan').fill(lan);
  await page.locator('#mandate-mobile').fill(mobile);
  await page.locator('#mandate-captcha').fill(await captchaAnswer(page));
  await page.locator('#mandate-terms').check();
}

/** /mandate → /mandate-information for a loan. */
export async function lookUp(page: Page, lan: string, mobile: string, words = englishWords) {
  await visit(page, `${words.prefix}/mandate`);
  await fillMandate(page, lan, mobile);
  await page.getByRole('button', { name: words.mandate.submit }).click();
  await page.getByRole('heading', { name: words.mandate.information.heading, level: 1 }).waitFor();
}

/** Ticks the terms, Submit, Ok in the disclaimer. */
export async function confirmInformation(page: Page, words = englishWords) {
  const { information, dialogs } = words.mandate;
  await page.locator('#information-terms').check();
  await page.getByRole('button', { name: information.submit, exact: true }).click();
  await page
    .getByRole('dialog', { name: dialogs.disclaimer.title })
    .getByRole('button', { name: dialogs.ok })
    .click();
}

/** Fills quick payment with a right captcha and submits; lands on the sandbox checkout. */
export async function payFor(
  page: Page,
  amount: string,
  lan = 'TW0000100001',
  mobile = '9876543210',
  words = englishWords,
) {
  await visit(page, `${words.prefix}/initiate-payment`);
  await page.locator('#payment-lan').fill(lan);
  await page.locator('#payment-mobile').fill(mobile);
  await page.locator('#payment-amount').fill(amount);
  await page.locator('#payment-captcha').fill(await captchaAnswer(page));
  await page.getByRole('button', { name: words.payment.submit }).click();
  await page.waitForURL(/\/api\/sandbox\/checkout\//);
}

/** The order id the sandbox checkout shows. */
export const orderIdOnCheckout = async (page: Page) =>
  (await page.locator('dt:has-text("Order") + dd').textContent())?.trim() ?? '';
