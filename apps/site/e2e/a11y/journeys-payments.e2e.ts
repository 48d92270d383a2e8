import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { browserForFile } from '../browser.ts';
import { captchaAnswer } from '../captcha.ts';
import { field, toast } from '../form-helpers.ts';
import { Journey } from './journey.ts';

/**
 * E-mandate and quick payment, every step beyond axe (./journey.ts), through the sandbox bank and
 * checkout to the result pages. The loan is Arjun Das's (TW0000900001), the suite's own: the
 * mandate it registers and the payment it makes change no other test's loan.
 */

const browser = browserForFile();
const lan = 'TW0000900001';
const mobile = '9800099900';

/** Submits and waits for the toast that says `message`; it must have been announced. */
async function toastAfter(journey: Journey, button: string, message: string, where: string) {
  await journey.page.getByRole('button', { name: button, exact: true }).click();
  await toast(journey.page, message).waitFor();
  await journey.announces(where, message);
}

/** /mandate filled for the loan, up to its Loan Information (the check step). */
async function lookUp(journey: Journey) {
  const { page } = journey;
  await journey.goto('/mandate');
  await field(page, 'LAN No').fill(lan);
  await field(page, 'Re-enter LAN No').fill(lan);
  await field(page, 'Mobile Number').fill(mobile);
  await field(page, 'Enter Captcha').fill(await captchaAnswer(page));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit Details' }).click();
  await page.getByRole('heading', { name: 'Loan Information', level: 1 }).waitFor();
}

const disclaimer = (page: Page) => page.getByRole('dialog', { name: 'Disclaimer' });

describe('e-mandate and quick payment, every step beyond axe', { timeout: 240_000 }, () => {
  it('e-mandate: the form, its error, the terms, the check step and its error, the disclaimer, the bank, the results', async () => {
    const mandate = await Journey.start(browser(), '/mandate');
    const { page } = mandate;
    await mandate.step('/mandate, the form');
    await toastAfter(mandate, 'Submit Details', 'Enter Valid LAN', '/mandate, the first error');
    await mandate.step('/mandate, the first error', { withToast: true });
    await page.getByRole('button', { name: 'Terms & Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'E-Mandate Terms & Conditions' });
    await terms.waitFor();
    await mandate.step('/mandate, the terms dialog');
    await terms.getByRole('button', { name: 'Ok' }).click();

    await lookUp(mandate);
    await mandate.step('/mandate-information, the loan to confirm');
    const where = '/mandate-information, the terms not accepted';
    await toastAfter(mandate, 'Submit', 'Select Terms and Condition', where);
    await mandate.step(where, { withToast: true });
    await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await disclaimer(page).waitFor();
    await mandate.step('/mandate-information, the disclaimer');

    await disclaimer(page).getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(/\/api\/sandbox\/mandate\//);
    await mandate.step('the sandbox bank’s mandate page');
    await page.getByRole('button', { name: 'Authorise' }).click();
    await page.getByRole('heading', { name: 'Mandate registered' }).waitFor();
    await toast(page, 'Mandate Success !').waitFor();
    await mandate.announces('/mandate-registration-response, registered', 'Mandate Success !');
    await mandate.step('/mandate-registration-response, registered', { withToast: true });

    // The same loan again: already registered, on /mandate-response.
    await lookUp(mandate);
    await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await disclaimer(page).getByRole('button', { name: 'Ok' }).click();
    await page.getByRole('heading', { name: 'Mandate Already Registered' }).waitFor();
    await mandate.step('/mandate-response, already registered');
    await mandate.end();
  });

  it('quick payment: the form, its error, the checkout, the failure, the success with its order number copied', async () => {
    const payment = await Journey.start(browser(), '/initiate-payment');
    const { page } = payment;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await payment.step('/initiate-payment, the form');
    const where = '/initiate-payment, the first error';
    await toastAfter(payment, 'Submit Details', 'Enter valid LAN', where);
    await payment.step(where, { withToast: true });

    for (const outcome of ['Fail', 'Pay'] as const) {
      await payment.goto('/initiate-payment');
      await field(page, 'Loan Account Number').fill(lan);
      await field(page, 'Mobile No').fill(mobile);
      await field(page, 'Transaction-Amount').fill('3583');
      await page.getByPlaceholder('You are not a ROBOT.').fill(await captchaAnswer(page));
      await page.getByRole('button', { name: 'Submit Details' }).click();
      await page.waitForURL(/\/api\/sandbox\/checkout\//);
      if (outcome === 'Fail') await payment.step('the sandbox checkout');
      await page.getByRole('button', { name: new RegExp(`^${outcome}`) }).click();
      const [heading, said] =
        outcome === 'Fail'
          ? ['Payment Failed', 'Payment Failed!']
          : ['Payment Successful', 'Payment Success !'];
      await page.getByRole('heading', { name: heading }).waitFor();
      await toast(page, said).waitFor();
      await payment.announces(`/payment-response, ${heading}`, said);
      await payment.step(`/payment-response, ${heading}`, { withToast: true });
    }
    await page.getByRole('button', { name: /^Copy/ }).click();
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    await payment.announces('/payment-response, the order number copied', 'Copied');
    await payment.end();
  });
});
