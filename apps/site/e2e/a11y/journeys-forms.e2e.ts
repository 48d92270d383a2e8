import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { browserForFile } from '../browser.ts';
import { field, samplePdf, toast } from '../form-helpers.ts';
import { codeFor, errorSummary, Journey } from './journey.ts';

/**
 * The enquiry, the lead dialog, the career and contact forms, every step beyond axe
 * (./journey.ts). Each uses mobiles of its own (90000380xx), which no other test writes to.
 */

const browser = browserForFile();

/** The lead dialog: its errors, then sent, with its thank-you. */
async function leadDialog(journey: Journey, where: string, phone: string) {
  const dialog = journey.page.getByRole('dialog');
  await dialog.getByLabel('Mobile').waitFor();
  await journey.step(`${where}, the lead dialog`);
  await dialog.getByLabel('Name').fill('Asha Patil');
  await dialog.getByLabel('Mobile').fill(phone.slice(1));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const error = 'Please enter a valid 10-digit mobile number';
  await dialog.getByText(error).waitFor();
  await journey.announces(`${where}, the lead dialog’s errors`, error);
  await journey.step(`${where}, the lead dialog’s errors`);
  await dialog.getByLabel('Mobile').fill(phone);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText('Thank you for your interest').waitFor();
  await journey.announces(`${where}, the lead sent`, 'Thank you for your interest');
  await journey.step(`${where}, the lead sent`);
}

/** A company form's thank-you dialog, after a valid request. */
const thanks = (page: Page) => page.getByRole('dialog', { name: /Thank you for your interest/ });

describe('the enquiry and the company’s forms, every step beyond axe', { timeout: 240_000 }, () => {
  it('enquiry: the form and its errors, the OTP dialog and its error, the offer with its key facts, the call back', async () => {
    const enquiry = await Journey.start(browser(), '/enquiry');
    const { page } = enquiry;
    await enquiry.step('/enquiry, the form');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await errorSummary(page).waitFor();
    await toast(page, 'Please Select Correct City').waitFor();
    await enquiry.announces('/enquiry, the error summary', 'There is a problem');
    await enquiry.announces('/enquiry, the error summary', 'Please Select Correct City');
    await enquiry.step('/enquiry, the error summary', { withToast: true });

    // An odd last digit: the lender asks for an OTP first.
    const mobile = '9000038011';
    const city = page.getByRole('combobox', { name: 'City' });
    await city.click();
    await city.fill('Pun');
    await page.getByRole('option', { name: 'Pune', exact: true }).click();
    await field(page, 'Enter Mobile Number').fill(mobile);
    await field(page, 'Enter Desired Loan Amount').fill('120000');
    await field(page, 'PAN number').fill('ABCPE1234F');
    await page.getByRole('textbox', { name: 'Aadhaar number' }).fill('234123412346');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const otp = page.getByRole('dialog', { name: 'Confirm it is you' });
    await otp.waitFor();
    await enquiry.announces('/enquiry, the OTP dialog', 'Confirm it is you');
    await enquiry.step('/enquiry, the OTP dialog');

    const code = await codeFor(mobile);
    await otp.getByLabel('Please Enter OTP').fill(code === '111111' ? '222222' : '111111');
    await otp.getByRole('button', { name: 'Submit' }).click();
    await otp.getByText('Invalid OTP Entered').waitFor();
    await enquiry.announces('/enquiry, the OTP dialog’s error', 'Invalid OTP Entered');
    await enquiry.step('/enquiry, the OTP dialog’s error');

    await otp.getByLabel('Please Enter OTP').fill(code);
    await otp.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    await page.getByRole('heading', { name: 'Key Facts Statement', exact: false }).waitFor();
    await enquiry.step('/enquiry, the offer with its key facts');

    await page.getByRole('button', { name: 'Request a call back' }).click();
    await leadDialog(enquiry, '/enquiry', '9000038012');
    await enquiry.end();
  });

  it('the lead dialog on a product page: open, its errors, sent', async () => {
    const lead = await Journey.start(browser(), '/new-bike');
    await lead.page.getByRole('button', { name: 'Apply Now' }).first().click();
    await leadDialog(lead, '/new-bike', '9000038020');
    await lead.end();
  });

  it('career: the form, its errors, sent', async () => {
    const career = await Journey.start(browser(), '/career');
    const { page } = career;
    await career.step('/career, the form');
    await page.getByRole('button', { name: 'Submit' }).click();
    const error = 'Please fill the required fields!';
    await page.getByRole('alert').filter({ hasText: error }).first().waitFor();
    await career.announces('/career, the errors', error);
    await career.step('/career, the errors');
    await field(page, 'First Name').fill('Neha');
    await field(page, 'Last Name').fill('Rao');
    await field(page, 'Email').fill('neha.rao@example.com');
    await field(page, 'Phone Number').fill('9000038030');
    await field(page, 'Location').fill('Pune');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'neha-rao.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await page.getByRole('button', { name: 'Submit' }).click();
    await thanks(page).waitFor();
    await career.announces('/career, sent', 'Thank you for your interest');
    await career.step('/career, sent');
    await career.end();
  });

  it('contact us: the form, its errors, sent', async () => {
    const contact = await Journey.start(browser(), '/contact-us');
    const { page } = contact;
    await contact.step('/contact-us, the form');
    await page.getByRole('button', { name: 'REQUEST A CALL' }).click();
    const error = 'Please enter your first name';
    await page.getByText(error).first().waitFor();
    await contact.announces('/contact-us, the errors', error);
    await contact.step('/contact-us, the errors');
    await field(page, 'First Name').fill('Imran');
    await field(page, 'Phone Number').fill('9000038040');
    await field(page, 'Email Address').fill('imran@example.com');
    await field(page, 'Write a Query').fill('Please call me about my EMI date.');
    await page.getByRole('button', { name: 'REQUEST A CALL' }).click();
    await thanks(page).waitFor();
    await contact.announces('/contact-us, sent', 'Thank you for your interest');
    await contact.step('/contact-us, sent');
    await contact.end();
  });
});
