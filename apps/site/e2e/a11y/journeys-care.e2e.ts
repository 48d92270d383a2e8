import { careRouteMessages, trackRequestMessages } from '@company/forms/contracts';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { browserForFile } from '../browser.ts';
import { field } from '../form-helpers.ts';
import { choose, codeFor, errorSummary, Journey } from './journey.ts';

/**
 * Customer care and track a request, every step beyond axe (./journey.ts). The customer is Arjun
 * Das (TW0000900001), the suite's own borrower: no other test sends an OTP to his mobile.
 */

const browser = browserForFile();

/** Raises a request as a non-customer up to its confirmation. */
async function raiseAsNonCustomer(page: Page, phone: string): Promise<void> {
  await choose(page, 'User Type', 'Non-Customer');
  await field(page, 'Mobile Number').fill(phone);
  await page.getByRole('combobox', { name: 'Request Type', exact: true }).waitFor();
  await field(page, 'Name').fill('Kiran Rao');
  await choose(page, 'Request Type', 'Complaint');
  await choose(page, 'Sub-Request Type', 'Service delay');
  await page.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
  await page.getByRole('dialog', { name: /Request Successfully Created!/ }).waitFor();
}

describe('customer care and track a request, every step beyond axe', { timeout: 240_000 }, () => {
  it('customer care: the form, its errors, the OTP dialog and its error, the form filled, the ticket copied', async () => {
    const care = await Journey.start(browser(), '/customer-care');
    const { page } = care;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await care.step('/customer-care, the form');

    await choose(page, 'User Type', 'Dealer');
    await field(page, 'Mobile Number').fill('9000022229');
    await page.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
    await errorSummary(page).waitFor();
    await care.announces('/customer-care, the error summary', 'There is a problem');
    await care.step('/customer-care, the error summary');

    await care.goto('/customer-care');
    await choose(page, 'User Type', 'Customer');
    await field(page, 'Mobile Number or LAN').fill('TW0000900001');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    const otp = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await otp.waitFor();
    await care.step('/customer-care, the OTP dialog');

    await otp.getByLabel('Enter the 6-digit OTP').fill('000000');
    await otp.getByRole('button', { name: 'Submit' }).click();
    await otp.getByText('Invalid OTP Entered').waitFor();
    await care.announces('/customer-care, the OTP dialog’s error', 'Invalid OTP Entered');
    await care.step('/customer-care, the OTP dialog’s error');

    await otp.getByLabel('Enter the 6-digit OTP').fill(await codeFor('9800099900'));
    await otp.getByRole('button', { name: 'Submit' }).click();
    await otp.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Verified' }).waitFor();
    await care.announces('/customer-care, the mobile verified', careRouteMessages.otpVerified);
    await choose(page, 'Request Type', 'Loan Related Query');
    await page.getByRole('combobox', { name: 'Sub-Request Type', exact: true }).click();
    await page.getByRole('option').first().click();
    await field(page, 'Query').fill('When is my next instalment due?');
    await care.step('/customer-care, the request form filled after the OTP');

    await page.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
    const ticket = page.getByRole('dialog', { name: /Request Successfully Created!/ });
    await ticket.waitFor();
    await care.announces('/customer-care, the ticket', 'Request Successfully Created!');
    await ticket.getByRole('button', { name: 'Copy ticket number' }).click();
    await ticket.getByText('Ticket number copied').waitFor();
    await care.announces('/customer-care, the ticket number copied', 'Ticket number copied');
    await care.step('/customer-care, the ticket with its number copied');
    await care.end();
  });

  it('track a request: the lookup and its errors, the code step and its error, the ticket', async () => {
    const phone = '9000038001';
    const track = await Journey.start(browser(), '/customer-care');
    const { page } = track;
    await raiseAsNonCustomer(page, phone);
    const number = (await page.getByRole('dialog').locator('output').textContent())?.trim() ?? '';

    await track.goto('/track-request');
    await track.step('/track-request, the lookup');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await errorSummary(page).waitFor();
    await track.announces('/track-request, the error summary', 'There is a problem');
    await track.step('/track-request, the error summary');

    await field(page, 'Ticket number').fill(number);
    await field(page, 'Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('Enter the 6-digit code').waitFor();
    await track.announces('/track-request, the code step', trackRequestMessages.otpSent);
    await track.step('/track-request, the code step');

    const code = await codeFor(phone);
    await page.getByLabel('Enter the 6-digit code').fill(code === '111111' ? '222222' : '111111');
    await page.keyboard.press('Enter');
    await errorSummary(page).waitFor();
    await track.announces('/track-request, the code’s error', 'There is a problem');
    await track.step('/track-request, the code’s error');

    await page.getByLabel('Enter the 6-digit code').fill(code);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Request ${number}` }).waitFor();
    await track.step('/track-request, the ticket');
    await track.end();
  });
});
