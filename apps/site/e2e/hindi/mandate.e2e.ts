import { mandateRouteMessages } from '@company/forms/contracts';
import { toHindi } from '@company/forms/hi';
import { describe, expect, it } from 'vitest';
import { mandatePage } from '../../src/content/hi/mandate.ts';
import { browserForFile } from '../browser.ts';
import { captchaAnswer } from '../captcha.ts';
import { toast } from '../form-helpers.ts';
import { openPage, visit } from '../open-page.ts';
import { confirmInformation, expectErrorOn, expectFailure, lookUp } from '../order-steps.ts';
import { expectHindiMain, hindiBorrower, hindiWords } from './hindi-checks.ts';

/**
 * The e-mandate on /hi/mandate against the real API and its sandbox bank: the browser's check
 * and the API's refusal, each a toast and an error beside the field, in Hindi; then the loan's
 * information, the bank, and the result page, in Hindi.
 */

const browser = browserForFile();
const { lan, mobile } = hindiBorrower;
const submit = mandatePage.submit;

describe('the e-mandate in Hindi', () => {
  it('a Hindi toast for the browser’s check and for the API’s refusal; registered at the bank; the result in Hindi', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/hi/mandate');
    // Submitted empty: the spec's first check, in Hindi.
    const enterLan = toHindi(mandateRouteMessages.lan);
    expect(enterLan).not.toBe(mandateRouteMessages.lan);
    await expectFailure(page, submit, enterLan);
    await expectErrorOn(page, 'mandate-lan', enterLan);

    // A wrong captcha: only the API knows it, and says so in Hindi.
    await page.locator('#mandate-lan').fill(lan);
    await page.locator('#mandate-re-lan').fill(lan);
    await page.locator('#mandate-mobile').fill(mobile);
    await page.locator('#mandate-captcha').fill('ZZZZZZ');
    await page.locator('#mandate-terms').check();
    const wrongCaptcha = toHindi(mandateRouteMessages.captcha);
    await expectFailure(page, submit, wrongCaptcha);
    await expectErrorOn(page, 'mandate-captcha', wrongCaptcha);
    await page.locator('#mandate-captcha').fill(await captchaAnswer(page));
    await page.getByRole('button', { name: submit }).click();
    await page.getByRole('heading', { name: mandatePage.information.heading, level: 1 }).waitFor();
    await expectHindiMain(page);

    await confirmInformation(page, hindiWords);
    await page.waitForURL(/\/api\/sandbox\/mandate\//);
    await page.getByRole('button', { name: 'Authorise' }).click();
    await page.waitForURL(/\/hi\/mandate-registration-response\?order_id=/);
    await page.getByRole('heading', { name: mandatePage.result.successHeading }).waitFor();
    await toast(page, toHindi(mandateRouteMessages.resultSuccess)).waitFor();
    await expectHindiMain(page);
    expect(await page.locator('main dl dt').allTextContents()).toEqual(
      Object.values(mandatePage.rows),
    );

    // Registering again: the API's answer, the page 'already registered', in Hindi.
    await lookUp(page, lan, mobile, hindiWords);
    await confirmInformation(page, hindiWords);
    await page.getByRole('heading', { name: mandatePage.already.heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/hi/mandate-response');
    await page.context().close();
  });
});
