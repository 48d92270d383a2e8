import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from '../browser.ts';
import { field, toast } from '../form-helpers.ts';
import { openPage, visit } from '../open-page.ts';
import { announced, audit, prepare, settled } from './audit.ts';
import { expectClean } from './expect-clean.ts';

/**
 * Each journey's steps through the checks beyond axe (./audit.ts), with its dialogs and error
 * states open: a step is audited as the visitor meets it, and what changed is announced.
 */

const browser = browserForFile();

async function start(path: string): Promise<Page> {
  const page = await openPage(browser(), 412);
  await prepare(page);
  await visit(page, path);
  await settled(page);
  return page;
}

const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });

describe('every journey step beyond axe', () => {
  it('customer care: the error summary, then the OTP dialog', async () => {
    const page = await start('/customer-care');
    const failures = await audit(page, '/customer-care, the form');
    await page.getByRole('combobox', { name: 'User Type', exact: true }).click();
    await page.getByRole('option', { name: 'Dealer', exact: true }).click();
    await field(page, 'Mobile Number').fill('9000022229');
    await page.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
    await summary(page).waitFor();
    expect(await announced(page, 'There is a problem')).toBe(true);
    failures.push(...(await audit(page, '/customer-care, the error summary')));
    await visit(page, '/customer-care');
    await page.getByRole('combobox', { name: 'User Type', exact: true }).click();
    await page.getByRole('option', { name: 'Customer', exact: true }).click();
    await field(page, 'Mobile Number or LAN').fill('9000077777');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await page.getByRole('dialog', { name: 'Verify your mobile number' }).waitFor();
    failures.push(...(await audit(page, '/customer-care, the OTP dialog')));
    expectClean(failures);
    await page.context().close();
  });

  it('e-mandate: the empty form’s toast and error, then the terms dialog', async () => {
    const page = await start('/mandate');
    await page.getByRole('button', { name: 'Submit Details' }).click();
    await toast(page, 'Enter Valid LAN').waitFor();
    expect(await announced(page, 'Enter Valid LAN')).toBe(true);
    const failures = await audit(page, '/mandate, the first error', { withToast: true });
    await page.getByRole('button', { name: 'Terms & Conditions' }).click();
    await page.getByRole('dialog', { name: 'E-Mandate Terms & Conditions' }).waitFor();
    failures.push(...(await audit(page, '/mandate, the terms dialog')));
    expectClean(failures);
    await page.context().close();
  });

  it('quick payment: the empty form’s toast and error', async () => {
    const page = await start('/initiate-payment');
    await page.getByRole('button', { name: 'Submit Details' }).click();
    await toast(page, 'Enter valid LAN').waitFor();
    expect(await announced(page, 'Enter valid LAN')).toBe(true);
    expectClean(await audit(page, '/initiate-payment, the first error', { withToast: true }));
    await page.context().close();
  });

  it('enquiry: the form, then the error summary', async () => {
    const page = await start('/enquiry');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await summary(page).waitFor();
    await toast(page, 'Please Select Correct City').waitFor();
    expect(await announced(page, 'There is a problem')).toBe(true);
    expect(await announced(page, 'Please Select Correct City')).toBe(true);
    expectClean(await audit(page, '/enquiry, the error summary', { withToast: true }));
    await page.context().close();
  });

  it('payment result: the failure toast of a return without an order', async () => {
    const page = await openPage(browser(), 412);
    await prepare(page);
    await visit(page, '/payment-response');
    // The toast shows as the page loads: the pointer on it holds it while the page settles.
    await toast(page, 'Payment Failed!').hover();
    await settled(page);
    expect(await announced(page, 'Payment Failed!')).toBe(true);
    expectClean(await audit(page, '/payment-response, the failure', { withToast: true }));
    await page.context().close();
  });

  it('the lead dialog: open, then its errors', async () => {
    const page = await start('/new-bike');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mobile').waitFor();
    const failures = await audit(page, '/new-bike, the lead dialog');
    await dialog.getByLabel('Mobile').fill('987654321');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please enter a valid 10-digit mobile number').waitFor();
    failures.push(...(await audit(page, '/new-bike, the lead dialog’s errors')));
    expectClean(failures);
    await page.context().close();
  });

  it('track a request: the error summary of each step', async () => {
    const page = await start('/track-request');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await summary(page).waitFor();
    expect(await announced(page, 'There is a problem')).toBe(true);
    expectClean(await audit(page, '/track-request, the error summary'));
    await page.context().close();
  });

  it('my loan: the error summary of the sign-in', async () => {
    const page = await start('/my-loan');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await summary(page).waitFor();
    expect(await announced(page, 'There is a problem')).toBe(true);
    expectClean(await audit(page, '/my-loan, the error summary'));
    await page.context().close();
  });
});

/** The carousel's current slide, by its dot. */
const currentSlide = (page: Page) =>
  page.locator('#home-carousel [aria-current="true"]').getAttribute('aria-label');

describe('reduced motion', () => {
  it('the home carousel rotates on its own, and stays put when motion is reduced', async () => {
    const moving = await openPage(browser(), 412);
    await visit(moving, '/');
    const first = await currentSlide(moving);
    await expect.poll(() => currentSlide(moving), { timeout: 20_000 }).not.toBe(first);
    await moving.context().close();

    const still = await start('/');
    const shown = await currentSlide(still);
    // Two of its 4.5 s turns, and more: a rotation would have come by now.
    await still.waitForTimeout(10_000);
    expect(await currentSlide(still)).toBe(shown);
    await still.context().close();
  });
});
