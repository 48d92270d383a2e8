import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile, expectNoAxeViolations } from '../browser.ts';
import { captchaAnswer, captchaId } from '../captcha.ts';
import { field, recordFocusDescriptions, tabTo, toast } from '../form-helpers.ts';
import { devRead } from '../leads-api.ts';
import { openPage, visit } from '../open-page.ts';
import {
  confirmInformation,
  expectErrorOn,
  expectFailure,
  lookUp,
  orderIdOnCheckout,
  payFor,
} from '../order-steps.ts';
import { outbox } from '../outbox.ts';

/**
 * E-mandate registration and quick payment against the real API and its sandbox providers: the
 * spec's checks and toasts, the captcha (answers from the development outbox, never the page),
 * the provider's pages, the result pages, the receipt and one order per attempt.
 */

const browser = browserForFile();

/** Every payment and mandate result leads to the borrower's own loan page. */
async function expectMyLoanLink(page: Page) {
  const link = page.getByRole('link', { name: 'View your loan' });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe('/my-loan');
}

describe('e-mandate registration', () => {
  it('checks in the spec’s order, each failure a toast and a new captcha; Clear empties the four inputs', async () => {
    const page = await openPage(browser(), 412);
    const { focused } = await recordFocusDescriptions(page);
    await visit(page, '/mandate');
    expect(await page.locator('header nav').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'RideOn home' }).getAttribute('href')).toBe('/');
    await expectFailure(page, 'Submit Details', 'Enter Valid LAN');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mandate-lan');
    // Focus arrives with the words beside the field already there, so they are read with it.
    expect((await focused()).at(-1)).toEqual({
      id: 'mandate-lan',
      description: expect.stringContaining('Enter Valid LAN'),
    });
    await field(page, 'LAN No').fill('tw0000100001');
    expect(await field(page, 'LAN No').inputValue()).toBe('TW0000100001');
    await expectFailure(page, 'Submit Details', 'Enter valid Re-LAN');
    await field(page, 'Re-enter LAN No').fill('TW0000100002');
    await expectFailure(page, 'Submit Details', 'Enter valid Re-LAN');
    await field(page, 'Re-enter LAN No').fill('TW0000100001');
    await expectFailure(page, 'Submit Details', 'Enter Valid Mobile No');
    await field(page, 'Mobile Number').fill('98765abc432109');
    expect(await field(page, 'Mobile Number').inputValue()).toBe('9876543210');
    await expectFailure(page, 'Submit Details', 'Enter Valid Captcha');
    await field(page, 'Enter Captcha').fill('ZZZZZZ');
    await expectFailure(page, 'Submit Details', 'Select Terms and Condition');
    // The message stays beside the field after the toast has gone.
    expect(await page.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    // A wrong captcha: the API says so, once.
    await field(page, 'Enter Captcha').fill('ZZZZZZ');
    await page.getByRole('checkbox').check();
    await expectFailure(page, 'Submit Details', 'Enter Valid Captcha');
    // The API named the captcha (as `enteredCaptcha`): the error is beside it, and focus on it.
    await expectErrorOn(page, 'mandate-captcha', 'Enter Valid Captcha');
    // A loan that is not this mobile's: 'LAN not found', and nothing typed is lost.
    await field(page, 'Mobile Number').fill('9123456780');
    await field(page, 'Enter Captcha').fill(await captchaAnswer(page));
    await expectFailure(page, 'Submit Details', 'LAN not found');
    expect(await field(page, 'LAN No').inputValue()).toBe('TW0000100001');
    expect(await field(page, 'Mobile Number').inputValue()).toBe('9123456780');
    // The terms and the disclaimer open from the checkbox's links.
    await page.getByRole('button', { name: 'Terms & Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'E-Mandate Terms & Conditions' });
    await expectNoAxeViolations(page);
    await terms.getByRole('button', { name: 'Ok' }).click();
    await terms.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Disclaimer' }).click();
    await page
      .getByRole('dialog', { name: 'Disclaimer' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Clear' }).click();
    for (const label of ['LAN No', 'Re-enter LAN No', 'Mobile Number', 'Enter Captcha'])
      expect(await field(page, label).inputValue()).toBe('');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('bank route: lookup, Loan Information, the bank authorises, success; then Already Registered', async () => {
    const page = await openPage(browser());
    await lookUp(page, 'TW0000100001', '9876543210');
    const details = await page.locator('dl').textContent();
    expect(details).toContain('Asha Patil');
    expect(details).toContain('5th of every month');
    await expectNoAxeViolations(page);
    // Submit without the terms.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await toast(page, 'Select Terms and Condition').waitFor();
    // Back keeps the loan account; forward again through the form.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'E-Mandate Registration', level: 1 }).waitFor();
    await expect.poll(() => field(page, 'Re-enter LAN No').inputValue()).toBe('TW0000100001');
    await field(page, 'Mobile Number').fill('9876543210');
    await field(page, 'Enter Captcha').fill(await captchaAnswer(page));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit Details' }).click();
    await page.getByRole('heading', { name: 'Loan Information', level: 1 }).waitFor();
    await confirmInformation(page);
    await page.waitForURL(/\/api\/sandbox\/mandate\//);
    await page.getByRole('button', { name: 'Authorise' }).click();
    await page.waitForURL(/\/mandate-registration-response\?order_id=/);
    await page.getByRole('heading', { name: 'Mandate registered' }).waitFor();
    await toast(page, 'Mandate Success !').waitFor();
    const text = await page.locator('main').textContent();
    expect(text).toContain('₹1.00');
    for (const label of [
      'Subscription ID',
      'UMN',
      'Plan Name',
      'Start & End Date',
      'Frequency',
      'Recurring Amount',
      'Next Charge Date',
    ])
      expect(text).toContain(label);
    expect(text).toContain('₹3,950.00');
    await expectMyLoanLink(page);
    await expectNoAxeViolations(page);
    // A reload shows the same result and changes nothing.
    await page.reload();
    await page.getByRole('heading', { name: 'Mandate registered' }).waitFor();
    // Registering again: the mandate is already there.
    await lookUp(page, 'TW0000100001', '9876543210');
    await confirmInformation(page);
    await page.waitForURL(/\/mandate-response$/);
    await page.getByRole('heading', { name: 'Mandate Already Registered' }).waitFor();
    expect(await page.locator('dl').textContent()).toContain('UMN');
    await expectMyLoanLink(page);
    await page.getByRole('link', { name: 'Go To Home' }).click();
    await page.waitForURL(/\/$/);
    await page.context().close();
  });

  it('bank route declined: the failure card with the status in brackets, Try Again to /mandate', async () => {
    const page = await openPage(browser(), 412);
    await lookUp(page, 'EV0000400001', '9012345678');
    await confirmInformation(page);
    await page.waitForURL(/\/api\/sandbox\/mandate\//);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('heading', { name: 'Mandate not registered (FAILED)' }).waitFor();
    await toast(page, 'Mandate Failed!').waitFor();
    await expectMyLoanLink(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'E-Mandate Registration', level: 1 }).waitFor();
    await page.context().close();
  });

  it('a loan already registered goes straight to Mandate Already Registered with its seven values', async () => {
    const page = await openPage(browser(), 412);
    await lookUp(page, 'EV0000300001', '9988776655');
    await confirmInformation(page);
    await page.getByRole('heading', { name: 'Mandate Already Registered' }).waitFor();
    expect(await page.locator('dl dt').allTextContents()).toEqual([
      'Subscription ID',
      'UMN',
      'Plan Name',
      'Start & End Date',
      'Frequency',
      'Recurring Amount',
      'Next Charge Date',
    ]);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('UPI route: the provider’s page opens in a new tab, this page says so and links to it', async () => {
    const page = await openPage(browser());
    // The route is the deployment's choice (MANDATE_ROUTE, tested in the API's suite); this
    // browser is told 2, the UPI route, and everything after it is the real API.
    await page.route('**/api/v1/bb/mandate/checkMandatePriority', (route) =>
      route.fulfill({ json: { success: true, message: { id: 2 } } }),
    );
    await lookUp(page, 'EV0000400001', '9012345678');
    const opened = page.context().waitForEvent('page');
    await confirmInformation(page);
    const tab = await opened;
    await tab.waitForURL(/\/api\/sandbox\/mandate\//);
    expect(await tab.textContent('h1')).toContain('UPI');
    await page.getByRole('heading', { name: 'Authorise the mandate in the new tab' }).waitFor();
    const link = await page
      .getByRole('link', { name: 'Open the authorisation page' })
      .getAttribute('href');
    expect(new URL(link ?? '', baseURL()).href).toBe(tab.url());
    await expectNoAxeViolations(page);
    // Declined in the UPI app (the loan stays free for the keyboard test below).
    await tab.getByRole('button', { name: 'Decline' }).click();
    await tab.getByRole('heading', { name: 'Mandate not registered (FAILED)' }).waitFor();
    await page.context().close();
  });

  it('a captcha about to expire is replaced with a polite announcement; nothing typed is lost', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/mandate');
    // The page's clock from here on; a refreshed captcha starts its timer on it.
    await page.clock.install();
    await field(page, 'LAN No').fill('TW0000100001');
    await field(page, 'Mobile Number').fill('9876543210');
    const first = await captchaId(page);
    await page.getByRole('button', { name: 'Get a new security code' }).click();
    const second = await captchaId(page, first);
    await field(page, 'Enter Captcha').fill('ABCDEF');
    await page.clock.fastForward('04:31');
    await captchaId(page, second);
    await page
      .getByText('The security code expired, so here is a new one.')
      .waitFor({ state: 'attached' });
    expect(await field(page, 'LAN No').inputValue()).toBe('TW0000100001');
    expect(await field(page, 'Mobile Number').inputValue()).toBe('9876543210');
    // The answer typed for the old picture cannot be right any more: the box is emptied.
    expect(await field(page, 'Enter Captcha').inputValue()).toBe('');
    await page.context().close();
  });

  it('opened directly, the information and result pages explain and link back, without a call', async () => {
    const page = await openPage(browser(), 412);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/')) calls.push(request.url());
    });
    await visit(page, '/mandate-information');
    await page.getByRole('heading', { name: 'Look up your loan first' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to E-Mandate Registration' }).waitFor();
    await visit(page, '/mandate-registration-response?order_id=');
    await toast(page, 'Mandate Failed!').waitFor();
    await page.getByRole('link', { name: 'Try Again' }).waitFor();
    await expectMyLoanLink(page);
    await visit(page, '/mandate-response/');
    await page.getByRole('link', { name: 'Go to E-Mandate Registration' }).waitFor();
    await expectMyLoanLink(page);
    expect(calls).toEqual([]);
    await page.context().close();
  });
});

describe('quick payment', () => {
  it('checks in the spec’s order, each failure a toast and a new captcha; the amount in Indian grouping', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/initiate-payment');
    expect(await page.locator('footer').count()).toBe(0);
    await expectFailure(page, 'Submit Details', 'Enter valid LAN');
    await field(page, 'Loan Account Number').fill('TW0000100001');
    await expectFailure(page, 'Submit Details', 'Enter valid mobile');
    await field(page, 'Mobile No').fill('12345');
    await expectFailure(page, 'Submit Details', 'Enter valid mobile');
    await field(page, 'Mobile No').fill('9876543210');
    await expectFailure(page, 'Submit Details', 'Enter valid amount');
    await field(page, 'Transaction-Amount').fill('12x34567');
    expect(await field(page, 'Transaction-Amount').inputValue()).toBe('123456');
    await page.getByText('You will pay ₹1,23,456').waitFor();
    await expectFailure(page, 'Submit Details', 'Enter valid captcha');
    // The e-mail is checked on leaving it.
    await field(page, 'Email Address').fill('asha@');
    await field(page, 'Transaction-Amount').focus();
    await toast(page, 'Please enter a valid email address').waitFor();
    await field(page, 'Email Address').fill('');
    await page.getByPlaceholder('You are not a ROBOT.').fill('ZZZZZZ');
    await expectFailure(page, 'Submit Details', 'Enter valid captcha');
    await expectErrorOn(page, 'payment-captcha', 'Enter valid captcha');
    // A loan that is not this mobile's: 'LAN not found' after half a second; nothing typed lost.
    await field(page, 'Mobile No').fill('9123456780');
    await page.getByPlaceholder('You are not a ROBOT.').fill(await captchaAnswer(page));
    await page.getByRole('button', { name: 'Submit Details' }).click();
    await toast(page, 'LAN not found').waitFor();
    expect(await field(page, 'Loan Account Number').inputValue()).toBe('TW0000100001');
    expect(await field(page, 'Transaction-Amount').inputValue()).toBe('123456');
    // More than the loan's outstanding: only the API knows it, and names the amount.
    await field(page, 'Mobile No').fill('9876543210');
    await page.getByPlaceholder('You are not a ROBOT.').fill(await captchaAnswer(page));
    const aboveOutstanding = 'Amount cannot be more than the outstanding amount of';
    await expectFailure(page, 'Submit Details', aboveOutstanding);
    await expectErrorOn(page, 'payment-amount', aboveOutstanding);
    await expectNoAxeViolations(page);
    expect(
      await page.getByRole('link', { name: /Refund and cancellation policy/ }).getAttribute('href'),
    ).toBe('/refund-policy');
    await page.context().close();
  });

  it('paid on the checkout: Payment Successful with the details, a receipt naming the amount, an SMS', async () => {
    const page = await openPage(browser(), 412);
    await payFor(page, '3950');
    const orderId = await orderIdOnCheckout(page);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(`**/payment-response?order_id=${orderId}`);
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await toast(page, 'Payment Success !').waitFor();
    const text = await page.locator('main').textContent();
    expect(text).toContain(orderId);
    expect(text).toContain('₹3,950.00');
    expect(text).toMatch(/pg_/);
    expect(text).toContain('IST');
    await expectMyLoanLink(page);
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download receipt (PDF)' }).click();
    const file = await (await download).path();
    const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)));
    const receipt = (await extractText(pdf, { mergePages: true })).text;
    expect(receipt).toContain('₹3,950.00');
    expect(receipt).toContain(orderId);
    const messages = await outbox(baseURL(), '9876543210');
    expect(messages.some((m) => m.body.includes(orderId))).toBe(true);
    // A reload shows the same and charges nothing.
    await page.reload();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    const { orders } = await devRead<{ orders: { id: string; status: string }[] }>(
      '/api/dev/payment-orders?lan=TW0000100001',
    );
    expect(orders.filter((o) => o.id === orderId)).toEqual([
      expect.objectContaining({ status: 'PAID' }),
    ]);
    await page.getByRole('link', { name: 'Go To Home' }).click();
    await page.waitForURL(/\/$/);
    await page.context().close();
  });

  it('failed and cancelled on the checkout: Payment Failed, its text, Try Again', async () => {
    for (const [button, amount] of [
      ['Fail', '101'],
      ['Cancel', '102'],
    ] as const) {
      const page = await openPage(browser(), 1280);
      await payFor(page, amount);
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
      await toast(page, 'Payment Failed!').waitFor();
      await page
        .getByText(
          'Sorry, your payment could not be processed at this time. Please try again later.',
        )
        .waitFor();
      await expectMyLoanLink(page);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Try Again' }).click();
      await page.getByRole('heading', { name: 'Quick Pay', level: 1 }).waitFor();
      await page.context().close();
    }
  });

  it('a payment still pending shows that it is being confirmed and turns paid without a reload', async () => {
    const page = await openPage(browser(), 412);
    await payFor(page, '103');
    const orderId = await orderIdOnCheckout(page);
    const result = await page.context().newPage();
    await visit(result, `/payment-response?order_id=${orderId}`);
    await result.getByRole('heading', { name: 'Confirming your payment' }).waitFor();
    await expectMyLoanLink(result);
    await expectNoAxeViolations(result);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await result.getByRole('heading', { name: 'Payment Successful' }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('a double-clicked Submit makes one order', async () => {
    const page = await openPage(browser());
    await visit(page, '/initiate-payment');
    await field(page, 'Loan Account Number').fill('EV0000400001');
    await field(page, 'Mobile No').fill('9012345678');
    // An amount no other test pays for this loan (My Loan's test pays its EMI online, at the
    // same time on the same server): the orders counted are this test's.
    await field(page, 'Transaction-Amount').fill('4107');
    await page.getByPlaceholder('You are not a ROBOT.').fill(await captchaAnswer(page));
    await page.getByRole('button', { name: 'Submit Details' }).dblclick();
    await page.waitForURL(/\/api\/sandbox\/checkout\//);
    const { orders } = await devRead<{ orders: { amount: string }[] }>(
      '/api/dev/payment-orders?lan=EV0000400001',
    );
    expect(orders.filter((order) => order.amount === '4107.00')).toHaveLength(1);
    await page.context().close();
  });

  it('the audio captcha plays and its answer is accepted', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/initiate-payment');
    const id = await captchaId(page);
    await page.getByRole('button', { name: 'Listen to the security code' }).click();
    await expect
      .poll(() =>
        page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime > 0 || !a.paused),
      )
      .toBe(true);
    const audio = await fetch(new URL(`/api/v1/bb/payments/captcha/${id}/audio`, baseURL()));
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    await field(page, 'Loan Account Number').fill('TW0000100001');
    await field(page, 'Mobile No').fill('9876543210');
    await field(page, 'Transaction-Amount').fill('104');
    await page.getByPlaceholder('You are not a ROBOT.').fill(await captchaAnswer(page));
    await page.getByRole('button', { name: 'Submit Details' }).click();
    await page.waitForURL(/\/api\/sandbox\/checkout\//);
    await page.context().close();
  });
});

describe('axe at both widths', () => {
  it.each([412, 1280])(
    'the forms, an empty result and the refund policy at %i px',
    async (width) => {
      const page = await openPage(browser(), width);
      for (const path of [
        '/mandate',
        '/initiate-payment',
        '/mandate-information',
        '/payment-response',
        '/refund-policy',
      ]) {
        await visit(page, path);
        if (path !== '/refund-policy' && path !== '/mandate-information') {
          // The captcha or the result has arrived (a settled page, not its first frame).
          await page
            .locator('audio, a[href="/initiate-payment"]')
            .first()
            .waitFor({ state: 'attached' });
        }
        await expectNoAxeViolations(page);
      }
      await page.context().close();
    },
  );
});

/** Tabs to each field in turn and types into it. */
async function typeInto(page: Page, entries: [label: string, text: string][]) {
  for (const [label, text] of entries) {
    await tabTo(page, label, { prefix: true });
    await page.keyboard.type(text);
  }
}

describe('keyboard only', () => {
  it('registers a mandate with the keyboard alone, the bank’s page included', async () => {
    const page = await openPage(browser());
    await visit(page, '/mandate');
    // A fresh active loan for this test: its earlier mandate was declined.
    await typeInto(page, [
      ['LAN No', 'EV0000400001'],
      ['Re-enter LAN No', 'EV0000400001'],
      ['Mobile Number', '9012345678'],
      ['Enter Captcha', await captchaAnswer(page)],
    ]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await tabTo(page, 'Submit Details', { prefix: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Loan Information', level: 1 }).waitFor();
    await tabTo(page, 'I agree to the Terms', { prefix: true });
    await page.keyboard.press('Space');
    await tabTo(page, 'Submit', { prefix: true });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Disclaimer' }).waitFor();
    // Focus is in the dialog, on its first button: Ok.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/api\/sandbox\/mandate\//);
    await tabTo(page, 'Authorise', { prefix: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Mandate registered' }).waitFor();
    await page.context().close();
  });

  it('pays an EMI with the keyboard alone, the checkout included', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/initiate-payment');
    await typeInto(page, [
      ['Loan Account Number', 'TW0000100001'],
      ['Mobile No', '9876543210'],
      ['Transaction-Amount', '105'],
      ['Enter Captcha', await captchaAnswer(page)],
    ]);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/api\/sandbox\/checkout\//);
    await tabTo(page, 'Pay', { prefix: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await page.context().close();
  });
});
