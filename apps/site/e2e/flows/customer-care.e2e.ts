import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile, expectNoAxeViolations } from '../browser.ts';
import { chooseOption, ticketFrom } from '../care-steps.ts';
import {
  field,
  recordFocusDescriptions,
  recordSummaryFocus,
  refuseField,
  samplePdf,
  tabTo,
} from '../form-helpers.ts';
import { openPage, visit } from '../open-page.ts';
import { latestCode } from '../outbox.ts';

/** The customer care journey against the real API: identity, OTP, loans, request, ticket. */

const browser = browserForFile();

/** Chooses an option of the searchable list labelled `label`. */
const choose = (page: Page, label: string, option: string) =>
  chooseOption(page, page.getByRole('combobox', { name: label, exact: true }), option);

/** Chooses the user type Customer, enters a number or LAN and passes the OTP from the outbox. */
async function verifyCustomer(page: Page, identity: string, phone: string) {
  await choose(page, 'User Type', 'Customer');
  await field(page, 'Mobile Number or LAN').fill(identity);
  await page.getByRole('button', { name: 'VERIFY' }).click();
  const otp = page.getByRole('dialog', { name: 'Verify your mobile number' });
  await otp.waitFor();
  await otp.getByLabel('Enter the 6-digit OTP').fill(await latestCode(baseURL(), phone));
  await otp.getByRole('button', { name: 'Submit' }).click();
  await otp.waitFor({ state: 'detached' });
}

describe('customer care', () => {
  it('a non-customer: a valid mobile unlocks the form; the request gets a ticket; the form resets', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/customer-care');
    expect(await field(page, 'Name').isDisabled()).toBe(true);
    await choose(page, 'User Type', 'Non-Customer');
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

  it('a number or LAN that is neither: its words are beside the field as focus lands on it', async () => {
    const page = await openPage(browser());
    const { focused, descriptionOf } = await recordFocusDescriptions(page);
    await visit(page, '/customer-care');
    await choose(page, 'User Type', 'Customer');
    await field(page, 'Mobile Number or LAN').fill('12');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect.poll(async () => (await focused()).at(-1)?.id).toBe('care-mobile');
    const shown = await descriptionOf('care-mobile');
    expect(shown).not.toBe('');
    expect((await focused()).at(-1)?.description).toBe(shown);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('a failed submit lists every problem at the top, links to each field, and keeps what was typed', async () => {
    const page = await openPage(browser());
    const summaryFocus = await recordSummaryFocus(page);
    await visit(page, '/customer-care');
    await choose(page, 'User Type', 'Dealer');
    await field(page, 'Mobile Number').fill('9000022223');
    await field(page, 'Name').fill('R2D2');
    await field(page, 'Query').fill('Kept after the failure');
    await page.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await summaryFocus()).toEqual([true]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'There is a problem',
    );
    const links = await summary.getByRole('link').allTextContents();
    expect(links).toEqual([
      'Please enter a valid name',
      'Please select a valid Request Type',
      'Please select a valid Sub-Request Type',
    ]);
    await summary.getByRole('link', { name: 'Please enter a valid name' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('care-name');
    expect(await field(page, 'Query').inputValue()).toBe('Kept after the failure');
    // axe reads the page from its top: scrolled to the field, the summary's links pass under the
    // sticky header, which axe counts against their target size.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('a field the API refuses by its own name is listed at the top and linked to the form’s field', async () => {
    const page = await openPage(browser());
    const summaryFocus = await recordSummaryFocus(page);
    // The API's answer when the sub-request type no longer belongs to the request type (a list
    // changed while the form was open): the browser's schema cannot see it.
    const refused = 'Please select a valid Sub-Request Type';
    await refuseField(page, '**/api/v1/bb/request/submit-request', refused, 'sub_request_id');
    await visit(page, '/customer-care');
    await choose(page, 'User Type', 'Non-Customer');
    await field(page, 'Mobile Number').fill('9876543212');
    await field(page, 'Name').fill('Asha Patil');
    await choose(page, 'Request Type', 'New Loan Enquiry');
    await choose(page, 'Sub-Request Type', 'Two-wheeler loan');
    await page.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await summaryFocus()).toEqual([true]);
    expect(await summary.getByRole('link').allTextContents()).toEqual([refused]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await summary.getByRole('link', { name: refused }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('care-sub-request-type');
    expect(await field(page, 'Name').inputValue()).toBe('Asha Patil');
    await page.context().close();
  });

  it('a customer: OTP to the registered mobile, the loan fills the form, a PDF uploads, a ticket; the same request again is pending', async () => {
    const page = await openPage(browser());
    await visit(page, '/customer-care');
    await choose(page, 'User Type', 'Customer');
    await field(page, 'Mobile Number or LAN').fill('TW0000700001');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    const otp = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await otp.waitFor();
    expect(await otp.textContent()).toContain('the mobile number registered with this loan');
    expect(await otp.textContent()).not.toContain('5566');
    expect(await otp.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await otp.getByLabel('Enter the 6-digit OTP').fill('000000');
    await otp.getByRole('button', { name: 'Submit' }).click();
    await otp.getByText('Invalid OTP Entered').waitFor();
    expect(await otp.getByLabel('Enter the 6-digit OTP').inputValue()).toBe('');
    await otp.getByLabel('Enter the 6-digit OTP').fill(await latestCode(baseURL(), '9800055566'));
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

  it('a customer with several loans: the LAN list, the e-mail updated by its own OTP, NOC refused on the active loan and the address dialog on the closed one', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/customer-care');
    await verifyCustomer(page, '9876543210', '9876543210');
    const lan = page.getByRole('combobox', { name: 'Loan Account Number (LAN)', exact: true });
    await lan.click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'TW0000100001',
      'TW0000100002',
    ]);
    await page.getByRole('option', { name: 'TW0000100002' }).click();
    await expect.poll(() => field(page, 'Vehicle Number').inputValue()).toBe('MH12CD5678');
    await expect.poll(() => field(page, 'Name').inputValue()).toBe('Asha Patil');
    await field(page, 'Email Address').fill('asha.new@example.com');
    await page.getByRole('button', { name: 'UPDATE EMAIL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your new e-mail address' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('as******@example.com');
    await expectNoAxeViolations(page);
    await dialog
      .getByLabel('Enter the 6-digit OTP')
      .fill(await latestCode(baseURL(), 'asha.new@example.com', 'email'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('E-mail verified').waitFor();
    expect(await field(page, 'Name').isDisabled()).toBe(false);

    // NOC: refused for the active loan; for the closed one, the address with the pincode lookup.
    await lan.click();
    await page.getByRole('option', { name: 'TW0000100001' }).click();
    await expect.poll(() => field(page, 'Vehicle Number').inputValue()).toBe('MH12AB1234');
    await choose(page, 'Request Type', 'NOC Request');
    const subRequest = page.getByRole('combobox', { name: 'Sub-Request Type', exact: true });
    await subRequest.click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
    const refused = page.getByRole('dialog', { name: 'Not eligible for NOC' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain('not eligible for NOC Issuance');
    await refused.getByRole('button', { name: 'Ok' }).click();

    await lan.click();
    await page.getByRole('option', { name: 'TW0000100002' }).click();
    await expect.poll(() => field(page, 'Vehicle Number').inputValue()).toBe('MH12CD5678');
    await page.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
    const address = page.getByRole('dialog', { name: 'Current address for your NOC' });
    await address.waitFor();
    await address.getByRole('button', { name: 'Confirm' }).click();
    await address.getByText('Please enter House / Flat / Block No').waitFor();
    await address.getByLabel('House / Flat / Block No').fill('Flat 12, Shanti Apartments');
    await address.getByLabel('Apartment / Road / Area').fill('FC Road');
    await address.getByLabel('Pincode').fill('411001');
    await expect.poll(() => address.getByLabel('City').inputValue()).toBe('Pune');
    expect(await address.getByLabel('State').inputValue()).toBe('Maharashtra');
    expect(await address.getByLabel('City').getAttribute('readonly')).not.toBeNull();
    await expectNoAxeViolations(page);
    await address.getByRole('button', { name: 'Confirm' }).click();
    await ticketFrom(page);
    await page.context().close();
  });

  it('a number without a loan is answered as one with a loan (no code comes); Resend waits for the countdown', async () => {
    const page = await openPage(browser());
    await visit(page, '/customer-care');
    await choose(page, 'User Type', 'Customer');
    await field(page, 'Mobile Number or LAN').fill('9000077777');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    const noLoan = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await noLoan.waitFor();
    await noLoan.getByLabel('Enter the 6-digit OTP').fill('000000');
    await noLoan.getByRole('button', { name: 'Submit' }).click();
    await noLoan.getByText('Invalid OTP Entered').waitFor();
    await page.keyboard.press('Escape');
    await noLoan.waitFor({ state: 'detached' });
    await field(page, 'Mobile Number or LAN').fill('9988776655');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    const otp = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await otp.waitFor();
    expect(await otp.getByRole('button', { name: /Resend/ }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('refuses a renamed executable and a 6 MB file before sending a byte, and keeps what was typed', async () => {
    const page = await openPage(browser());
    await visit(page, '/customer-care');
    await choose(page, 'User Type', 'Non-Customer');
    await field(page, 'Mobile Number').fill('9000044444');
    await field(page, 'Name').fill('Neha Rao');
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/upload-document') || request.url().includes('/api/storage/')) {
        uploads++;
      }
    });
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ fake executable'),
    });
    await page.getByText(/is not a PNG, JPEG or PDF file/).waitFor();
    await input.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(6 * 1024 * 1024, 32),
    });
    await page.getByText(/5 MB/).first().waitFor();
    expect(uploads).toBe(0);
    expect(await field(page, 'Name').inputValue()).toBe('Neha Rao');
    await page.context().close();
  });

  it('can be completed with the keyboard alone (Tab, typing, arrows, Enter)', async () => {
    const page = await openPage(browser());
    await visit(page, '/customer-care');
    const pick = async (text: string) => {
      await page.keyboard.type(text);
      await page.getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    };
    await tabTo(page, 'User Type');
    await pick('Deal');
    // Each step unlocks the next one; a person never types faster than React renders.
    await expect.poll(() => field(page, 'Mobile Number').isDisabled()).toBe(false);
    await tabTo(page, 'Mobile Number');
    await page.keyboard.type('9000055555');
    await expect.poll(() => field(page, 'Name').isDisabled()).toBe(false);
    await tabTo(page, 'Name');
    await page.keyboard.type('Vikas Motors');
    await tabTo(page, 'Request Type');
    await pick('Dealer Payout');
    // The form's own state (the list's hidden value), not only what the field shows.
    await expect.poll(() => page.locator('input[name="request_type_id"]').inputValue()).toBe('29');
    await tabTo(page, 'Sub-Request Type');
    await pick('Payout not');
    await expect
      .poll(() =>
        page.getByRole('combobox', { name: 'Sub-Request Type', exact: true }).inputValue(),
      )
      .toBe('Payout not received');
    await tabTo(page, 'SUBMIT REQUEST');
    await page.waitForTimeout(60);
    await page.keyboard.press('Enter');
    await ticketFrom(page);
    // Focus starts on the copy button; Tab reaches Ok.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.context().close();
  });
});
