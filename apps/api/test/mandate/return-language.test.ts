import { describe, expect, it } from 'vitest';
import { appForFile } from '../app-for-file.ts';
import { solvedPaymentCaptcha } from '../helpers.ts';
import { browser } from '../sign-in.ts';

/**
 * A payment or a mandate started from a Hindi page comes back to the Hindi result page: the
 * provider's return URL, and the sandbox's pages that stand in for the providers, carry the
 * journey's language (an English journey's are unchanged: mandate-payment.test.ts).
 */

const t = appForFile();
const BB = '/api/v1/bb';
const hindi = () => browser(t.app, { 'accept-language': 'hi' });

const captcha = () => solvedPaymentCaptcha(t.app);

describe('the result page in the journey’s language', () => {
  it('a Hindi payment: the checkout sends the payer to /hi/payment-response', async () => {
    const c = hindi();
    const cap = await captcha();
    const res = await c.post(`${BB}/payments/create-order`, {
      lan: 'TW0000100001',
      mobileNo: '9876543210',
      amount: '101',
      captchaId: cap.captchaId,
      enteredCaptcha: cap.answer,
    });
    expect(res.statusCode).toBe(200);
    const { payment_session_id, order_id } = res.json();
    const paid = await c.form(`/api/sandbox/checkout/${payment_session_id}`, 'action=pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/hi/payment-response?order_id=${order_id}`);
  });

  it('a Hindi mandate: the bank’s page sends the borrower to /hi/mandate-registration-response', async () => {
    const c = hindi();
    const { captchaId, answer } = await captcha();
    const lan = 'EV0000400001';
    const found = await c.post(`${BB}/users/validate-lan`, {
      lan,
      reLan: lan,
      mobileNo: '9012345678',
      captchaId,
      enteredCaptcha: answer,
    });
    expect(found.statusCode).toBe(200);
    const init = await c.post(`${BB}/mandate/initiateMandate`, { lan });
    const authLink: string = init.json().subscription.data.authLink;
    expect(authLink).toMatch(/[?&]lang=hi(&|$)/);
    const page = await c.get(authLink);
    expect(page.body).toMatch(/action="\/api\/sandbox\/mandate\/MD[^"]*\?lang=hi"/);
    const orderId = init.json().data.order_id;
    const done = await c.form(`/api/sandbox/mandate/${orderId}?lang=hi`, 'action=decline');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/hi/mandate-registration-response?order_id=${orderId}`);
  });
});
