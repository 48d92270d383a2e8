import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { browserForFile } from '../browser.ts';
import { field } from '../form-helpers.ts';
import { codeFor, errorSummary, Journey } from './journey.ts';

/**
 * /my-loan, every step beyond axe (./journey.ts): the sign-in, the OTP, then each section of an
 * active loan and of a closed one. The borrower is Deepa Menon (9800077788), the suite's own: no
 * other test sends an OTP to her mobile.
 */

const browser = browserForFile();
const mobile = '9800077788';

/** The card of a loan, by its account number. */
const card = (page: Page, lan: string) => page.getByRole('listitem').filter({ hasText: lan });

describe('/my-loan, every step beyond axe', { timeout: 240_000 }, () => {
  it('the sign-in and its errors, the OTP and its error, the loans, each section, the sign-out', async () => {
    const loan = await Journey.start(browser(), '/my-loan');
    const { page } = loan;
    await loan.step('/my-loan, the sign-in');

    await page.getByRole('button', { name: 'Send OTP' }).click();
    await errorSummary(page).waitFor();
    await loan.announces('/my-loan, the sign-in’s error summary', 'There is a problem');
    await loan.step('/my-loan, the sign-in’s error summary');

    await field(page, 'Mobile number or loan account number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = field(page, 'One-time password (OTP)');
    await otp.waitFor();
    await loan.step('/my-loan, the OTP');

    const code = await codeFor(mobile);
    await otp.fill(code === '111111' ? '222222' : '111111');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await errorSummary(page).waitFor();
    await loan.announces('/my-loan, the OTP’s error', 'There is a problem');
    await loan.step('/my-loan, the OTP’s error');

    await otp.fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Your loans' }).waitFor();
    await loan.step('/my-loan, the loans');

    const active = card(page, 'TW0000800001');
    await active.getByRole('button', { name: 'View schedule, payments and documents' }).click();
    await page.getByRole('heading', { name: 'Repayment schedule' }).waitFor();
    await loan.step('/my-loan, the schedule, payments, statement and e-mandate of an active loan');

    await active.getByRole('radio', { name: 'Between two dates' }).check();
    await active.getByLabel('From').waitFor();
    await loan.step('/my-loan, the statement between two dates');

    await active.getByRole('button', { name: 'Hide details' }).click();
    const closed = card(page, 'TW0000800002');
    await closed.getByRole('button', { name: 'View schedule, payments and documents' }).click();
    await closed.getByRole('link', { name: 'Download NOC letter (PDF)' }).waitFor();
    await loan.step('/my-loan, the NOC letter and statement of a closed loan');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You have signed out.').waitFor();
    await loan.announces('/my-loan, signed out', 'You have signed out.');
    await loan.step('/my-loan, signed out');
    await loan.end();
  });
});
