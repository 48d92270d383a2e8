import { careRouteMessages, otpMessages, trackRequestMessages } from '@company/forms/contracts';
import { toHindi } from '@company/forms/hi';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { careListNames } from '../../src/content/hi/care-lists.ts';
import { customerCarePage } from '../../src/content/hi/customer-care.ts';
import { trackRequestPage } from '../../src/content/hi/track-request.ts';
import { baseURL, browserForFile } from '../browser.ts';
import { chooseOption, raiseTicket } from '../care-steps.ts';
import { openPage, visit } from '../open-page.ts';
import { latestCode } from '../outbox.ts';
import {
  expectHindiFieldError,
  expectHindiMain,
  expectHindiMessage,
  expectHindiSummary,
} from './hindi-checks.ts';

/**
 * Customer care on /hi/customer-care to its ticket number, then that ticket tracked on
 * /hi/track-request, against the real API: the forms' errors and summaries, the API's refusals
 * (a wrong OTP in each), the confirmation, the ticket and the SMS, all in Hindi.
 */

const browser = browserForFile();
const hindiCare = { prefix: '/hi', ...customerCarePage, lists: careListNames } as const;
const submitOf = (page: Page) => page.locator('main form button[type="submit"]').first();

describe('customer care and tracking in Hindi', () => {
  it('errors, a wrong OTP, the ticket and its SMS; tracked: errors, a wrong OTP, the ticket, in Hindi', async () => {
    const phone = '9000079001';
    const page = await openPage(browser(), 412);
    await visit(page, '/hi/customer-care');
    // A number without a loan is answered as one with one: a wrong code, refused by the API.
    await chooseOption(page, page.locator('#care-user-type'), careListNames.customer);
    await page.locator('#care-mobile').fill('9000079002');
    await page.getByRole('button', { name: customerCarePage.verify }).click();
    const otp = page.getByRole('dialog', { name: customerCarePage.otp.title });
    await otp.locator('input[autocomplete="one-time-code"]').fill('000000');
    await otp.getByRole('button', { name: customerCarePage.otp.submit }).click();
    await otp.getByText(toHindi(otpMessages.invalid)).waitFor();
    await page.keyboard.press('Escape');
    await otp.waitFor({ state: 'detached' });

    // A non-customer's failed submit: the summary and the field's error, in Hindi.
    await chooseOption(page, page.locator('#care-user-type'), careListNames['non-customer']);
    await page.locator('#care-mobile').fill(phone);
    await page.locator('#care-name').fill('R2D2');
    await page.getByRole('button', { name: customerCarePage.submit }).click();
    expect(await expectHindiSummary(page, 3)).toContain(toHindi(careRouteMessages.nameInvalid));
    await expectHindiFieldError(page, 'care-name');

    const ticket = await raiseTicket(page, phone, 'किरण राव', hindiCare);
    await expectHindiMessage(phone, 'sms', ticket);
    await page.getByRole('link', { name: customerCarePage.created.track }).click();
    await page.waitForURL('**/hi/track-request');
    await page.getByRole('heading', { name: trackRequestPage.identityHeading }).waitFor();

    // Tracking: nothing typed, then the ticket and its mobile.
    await submitOf(page).click();
    expect(await expectHindiSummary(page, 2)).toEqual([
      toHindi(trackRequestMessages.ticketRequired),
      toHindi(trackRequestMessages.mobileRequired),
    ]);
    await expectHindiFieldError(page, 'track-ticket');
    await page.locator('#track-ticket').fill(ticket);
    await page.locator('#track-mobile').fill(phone);
    await submitOf(page).click();
    await page
      .getByRole('status')
      .filter({ hasText: toHindi(trackRequestMessages.otpSent) })
      .waitFor();
    const code = await latestCode(baseURL(), phone);
    expect(await expectHindiMessage(phone, 'sms', code)).toContain(ticket);
    const otpField = page.locator('#track-otp');
    await otpField.fill(code === '111111' ? '222222' : '111111');
    await submitOf(page).click();
    expect(await expectHindiSummary(page)).toEqual([toHindi(otpMessages.invalid)]);
    await otpField.fill(code);
    await submitOf(page).click();
    await page.getByRole('heading', { name: trackRequestPage.ticketHeading(ticket) }).waitFor();
    const details = await page.locator('dl').textContent();
    for (const said of [
      toHindi(trackRequestMessages.statusLabels.open),
      careListNames.Complaint,
      careListNames['Service delay'],
    ])
      expect(details).toContain(said);
    await expectHindiMain(page);
    await page.context().close();
  });
});
