import fs from 'node:fs';
import { myLoanRouteMessages, otpMessages } from '@company/forms/contracts';
import { toHindi } from '@company/forms/hi';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { myLoanPage } from '../../src/content/hi/my-loan.ts';
import { baseURL, browserForFile } from '../browser.ts';
import { openPage, visit } from '../open-page.ts';
import { latestCode } from '../outbox.ts';
import {
  expectHindiFieldError,
  expectHindiMain,
  expectHindiMessage,
  expectHindiSummary,
  hindiBorrower,
} from './hindi-checks.ts';

/**
 * /hi/my-loan against the real API and its LMS sandbox: the sign-in's errors (the browser's
 * check and the API's refusal of a wrong OTP), the OTP's SMS, the loan and a statement, in Hindi.
 */

const browser = browserForFile();
const { lan, mobile } = hindiBorrower;

describe('/hi/my-loan', () => {
  it('errors and a wrong OTP in Hindi; signed in, the loan and its statement in Hindi', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/hi/my-loan');
    const send = page.getByRole('button', { name: myLoanPage.signIn.submit });
    // Not a number or a LAN: the browser's check, beside the field and in the summary.
    await page.locator('#my-loan-identity').fill('12345');
    await send.click();
    expect(await expectHindiSummary(page)).toEqual([
      toHindi(myLoanRouteMessages.mobileOrLanInvalid),
    ]);
    await expectHindiFieldError(page, 'my-loan-identity');

    await page.locator('#my-loan-identity').fill(lan);
    await send.click();
    const otp = page.locator('#my-loan-otp');
    await otp.waitFor();
    const code = await latestCode(baseURL(), mobile);
    expect(await expectHindiMessage(mobile, 'sms', code)).toContain(code);
    // A wrong code: the API's answer, in Hindi.
    await otp.fill(code === '111111' ? '222222' : '111111');
    await page.getByRole('button', { name: myLoanPage.otp.submit }).click();
    expect(await expectHindiSummary(page)).toEqual([toHindi(otpMessages.invalid)]);
    await otp.fill(code);
    await page.getByRole('button', { name: myLoanPage.otp.submit }).click();
    await page.getByRole('heading', { name: myLoanPage.loansHeading }).waitFor();
    await page.getByRole('button', { name: myLoanPage.view }).click();
    await page.getByRole('heading', { name: myLoanPage.schedule.heading }).waitFor();
    await expectHindiMain(page);

    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: myLoanPage.statement.download }).click(),
    ]);
    const bytes = new Uint8Array(fs.readFileSync((await statement.path()) ?? ''));
    const text = (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
    expect(text).toContain(lan);
    // The statement's own words are Hindi; its lines are the loan system's, written in English
    // (apps/api/src/my-loan/statement-pdf.ts), so the whole is not mostly Devanagari.
    expect(text.match(/[\u0900-\u097F]+/g)?.length ?? 0, text).toBeGreaterThan(30);
    await page.context().close();
  });
});
