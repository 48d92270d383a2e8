import { paymentRouteMessages } from '@company/forms/contracts';
import { toHindi } from '@company/forms/hi';
import { describe, expect, it } from 'vitest';
import { paymentPage } from '../../src/content/hi/payment.ts';
import { browserForFile } from '../browser.ts';
import { captchaAnswer } from '../captcha.ts';
import { toast } from '../form-helpers.ts';
import { openPage, visit } from '../open-page.ts';
import { expectErrorOn, expectFailure, orderIdOnCheckout, payFor } from '../order-steps.ts';
import {
  expectHindiFieldError,
  expectHindiMain,
  expectHindiMessage,
  hindiBorrower,
  hindiWords,
} from './hindi-checks.ts';

/**
 * Quick Pay on /hi/initiate-payment against the real API and its sandbox checkout: the browser's
 * check and the API's refusal (an amount above the loan's outstanding, which only the API knows)
 * in Hindi; paid on the checkout, the result page, its toast and the SMS in Hindi.
 */

const browser = browserForFile();
const { lan, mobile } = hindiBorrower;
const submit = paymentPage.submit;

describe('Quick Pay in Hindi', () => {
  it('Hindi toasts for the browser’s check and the API’s refusal; paid; the result page and the SMS in Hindi', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/hi/initiate-payment');
    const enterLan = toHindi(paymentRouteMessages.lan);
    expect(enterLan).not.toBe(paymentRouteMessages.lan);
    await expectFailure(page, submit, enterLan);
    await expectErrorOn(page, 'payment-lan', enterLan);

    // More than the loan's outstanding: the API's answer, with the amount, in Hindi.
    await page.locator('#payment-lan').fill(lan);
    await page.locator('#payment-mobile').fill(mobile);
    await page.locator('#payment-amount').fill('999999');
    await page.getByText(paymentPage.amountShown('₹9,99,999')).waitFor();
    await page.locator('#payment-captcha').fill(await captchaAnswer(page));
    const above = toHindi(paymentRouteMessages.aboveOutstanding('₹57,796.00')).split('₹')[0] ?? '';
    expect(above).not.toBe('');
    await expectFailure(page, submit, above);
    expect(await expectHindiFieldError(page, 'payment-amount')).toContain(above);

    await payFor(page, '106', lan, mobile, hindiWords);
    const orderId = await orderIdOnCheckout(page);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(`**/hi/payment-response?order_id=${orderId}`);
    await page.getByRole('heading', { name: paymentPage.result.successHeading }).waitFor();
    await toast(page, toHindi(paymentRouteMessages.resultSuccess)).waitFor();
    await expectHindiMain(page);
    expect(await page.locator('main').textContent()).toContain('₹106.00');
    await expectHindiMessage(mobile, 'sms', orderId);
    await page.context().close();
  });
});
