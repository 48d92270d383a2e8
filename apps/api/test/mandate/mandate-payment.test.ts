import { paymentRouteMessages } from '@company/forms/contracts';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../app-for-file.ts';
import { INJECTIONS, solvedPaymentCaptcha, upiPlan } from '../helpers.ts';
import { postPaymentCallback } from '../payment/signed-callback.ts';
import { browser } from '../sign-in.ts';

const t = appForFile();

const BB = '/api/v1/bb';

const client = () => browser(t.app);

const captcha = () => solvedPaymentCaptcha(t.app);

async function lookup(c: ReturnType<typeof client>, lan: string, mobileNo: string) {
  const { captchaId, answer } = await captcha();
  return c.post(`${BB}/users/validate-lan`, {
    lan,
    reLan: lan,
    mobileNo,
    captchaId,
    enteredCaptcha: answer.toLowerCase(),
  });
}

describe('mandate lookup (users/validate-lan)', () => {
  it('answers the loan details for LAN + mobile + captcha', async () => {
    const res = await lookup(client(), 'TW0000100001', '9876543210');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.Details).toEqual({
      LOAN_ACCOUNT_NO: 'TW0000100001',
      CUSTOMER_NAME: 'Asha Patil',
      LOAN_AMOUNT: '85000.00',
      EMI: '3950.00',
      EMI_END_DATE: '2028-03-05',
      DUEDAY: 5,
    });
  });

  it('refuses a captcha used twice, a wrong answer and a made-up id', async () => {
    const c = client();
    const { captchaId, answer } = await captcha();
    const body = { lan: 'TW0000100001', mobileNo: '9876543210', captchaId, enteredCaptcha: answer };
    expect((await c.post(`${BB}/users/validate-lan`, body)).statusCode).toBe(200);
    const replay = await c.post(`${BB}/users/validate-lan`, body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Enter Valid Captcha');
    const fresh = await captcha();
    const wrong = await c.post(`${BB}/users/validate-lan`, {
      ...body,
      captchaId: fresh.captchaId,
      enteredCaptcha: 'ZZZZZZ' === fresh.answer ? 'YYYYYY' : 'ZZZZZZ',
    });
    expect(wrong.json().message).toBe('Enter Valid Captcha');
    // the wrong answer used it up: the right answer no longer works
    const late = await c.post(`${BB}/users/validate-lan`, {
      ...body,
      captchaId: fresh.captchaId,
      enteredCaptcha: fresh.answer,
    });
    expect(late.json().message).toBe('Enter Valid Captcha');
    expect(
      (await c.post(`${BB}/users/validate-lan`, { ...body, captchaId: 'made-up' })).json().message,
    ).toBe('Enter Valid Captcha');
  });

  it('checks fields in the spec’s order with its messages', async () => {
    const c = client();
    const { captchaId, answer } = await captcha();
    const good = {
      lan: 'TW0000100001',
      reLan: 'TW0000100001',
      mobileNo: '9876543210',
      captchaId,
      enteredCaptcha: answer,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, lan: '' }, 'Enter Valid LAN'],
      [{ ...good, lan: INJECTIONS[0] }, 'Enter Valid LAN'],
      [{ ...good, reLan: 'TW0000100002' }, 'Enter valid Re-LAN'],
      [{ ...good, mobileNo: '' }, 'Enter Valid Mobile No'],
      [{ ...good, mobileNo: '98765432101' }, 'Enter Valid Mobile No'],
      [{ ...good, mobileNo: 9876543210 }, 'Enter Valid Mobile No'],
      [{ ...good, enteredCaptcha: '' }, 'Enter Valid Captcha'],
    ];
    for (const [payload, message] of cases) {
      const res = await c.post(`${BB}/users/validate-lan`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('answers LAN not found for a wrong mobile or a closed loan', async () => {
    expect((await lookup(client(), 'TW0000100001', '9123456780')).json()).toMatchObject({
      success: false,
      message: 'LAN not found',
    });
    expect((await lookup(client(), 'TW0000100002', '9876543210')).statusCode).toBe(404);
  });
});

describe('mandate registration', () => {
  it('bank route: lookup → initiate → authorise on the sandbox page → status ACTIVE; then Already Registered', async () => {
    const priority = await t.app.inject({
      method: 'GET',
      url: `${BB}/mandate/checkMandatePriority`,
    });
    expect(priority.json()).toEqual({ success: true, message: { id: 1 } });
    const c = client();
    expect((await lookup(c, 'TW0000100001', '9876543210')).statusCode).toBe(200);
    const init = await c.post(`${BB}/mandate/initiateMandate`, { lan: 'TW0000100001' });
    expect(init.statusCode).toBe(200);
    const authLink: string = init.json().subscription.data.authLink;
    expect(authLink).toMatch(/^\/api\/sandbox\/mandate\/MD/);
    const orderId = init.json().data.order_id;
    const pending = await c.post(`${BB}/payments/e-mandate-status`, { order_id: orderId });
    expect(pending.json()).toMatchObject({ success: false, data: { status: 'PENDING' } });
    const pageRes = await c.get(authLink);
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toContain('text/html');
    expect(pageRes.body).toContain('Authorise');
    expect(pageRes.body).not.toMatch(/<script/);
    const done = await c.form(`/api/sandbox/mandate/${orderId}`, 'action=authorise&bank=HDFC+Bank');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/mandate-registration-response?order_id=${orderId}`);
    const status = await c.post(`${BB}/payments/e-mandate-status`, { order_id: orderId });
    expect(status.json()).toMatchObject({
      success: true,
      data: {
        status: 'ACTIVE',
        plan_name: 'EMI TW0000100001',
        interval_type: 'MONTHLY',
        recurring_amount: '3950.00',
      },
    });
    expect(status.json().data.umn).toMatch(/^UMN/);
    const again = await c.post(`${BB}/mandate/initiateMandate`, { lan: 'TW0000100001' });
    expect(again.json()).toMatchObject({
      success: true,
      message: 'Mandate Already Registered',
      data: { order_id: orderId },
    });
  });

  it('the seeded mandate answers Mandate Already Registered with its data', async () => {
    const c = client();
    await lookup(c, 'EV0000300001', '9988776655');
    const res = await c.post(`${BB}/mandate/initiateMandate`, { lan: 'EV0000300001' });
    expect(res.json()).toMatchObject({
      message: 'Mandate Already Registered',
      data: {
        subscription_id: 'SUB-SEED-300001',
        umn: 'UMN0000300001SEED',
        start_end_date: '15-07-2025 to 15-06-2029',
        first_charge_date: '15-08-2025',
        recurring_amount: '4650.00',
      },
    });
  });

  it('UPI route: create-plan → encryptedUrl → decline → status FAILED', async () => {
    const c = client();
    await lookup(c, 'EV0000400001', '9012345678');
    const plan = upiPlan('EV0000400001');
    const res = await c.post(`${BB}/payments/create-plan`, plan);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.encryptedUrl;
    expect(url).toContain('route=upi');
    expect((await c.get(url)).body).toContain('UPI ID');
    const orderId = res.json().data.order_id;
    const done = await c.form(`/api/sandbox/mandate/${orderId}`, 'action=decline');
    expect(done.headers.location).toBe(`/mandate-registration-response?order_id=${orderId}`);
    expect(
      (await c.post(`${BB}/payments/e-mandate-status`, { order_id: orderId })).json(),
    ).toMatchObject({ success: false, data: { status: 'FAILED' } });
    for (const bad of [
      { ...plan, mode: 'card' },
      { ...plan, endDate: '2027-11-20' },
      { ...plan, requestId: 'x' },
    ]) {
      expect((await c.post(`${BB}/payments/create-plan`, bad)).statusCode).toBe(400);
    }
  });

  it('refuses to start a mandate without a lookup in the same session, and bad status requests', async () => {
    const res = await client().post(`${BB}/mandate/initiateMandate`, { lan: 'TW0000100001' });
    expect(res.statusCode).toBe(401);
    expect((await client().post(`${BB}/mandate/initiateMandate`, {})).statusCode).toBe(400);
    expect((await client().post(`${BB}/mandate/initiateMandate`, { lan: 12 })).statusCode).toBe(
      400,
    );
    const looked = client();
    await lookup(looked, 'TW0000100001', '9876543210');
    // the lookup proves this LAN only
    const other = await looked.post(`${BB}/mandate/initiateMandate`, { lan: 'EV0000400001' });
    expect(other.statusCode).toBe(401);
    expect(
      (await client().post(`${BB}/payments/e-mandate-status`, { order_id: 'NOPE' })).statusCode,
    ).toBe(404);
    expect((await client().post(`${BB}/payments/e-mandate-status`, {})).json().message).toBe(
      'Please provide the order_id',
    );
    expect(
      (await client().post(`${BB}/payments/e-mandate-status`, { order_id: "' OR 1=1" })).statusCode,
    ).toBe(400);
  });
});

describe('quick payment', () => {
  const base = {
    lan: 'TW0000100001',
    mobileNo: '9876543210',
    email: 'asha.patil@example.com',
    amount: '3950',
  };

  it('create-order → checkout page → pay → signed callback → order-status PAID', async () => {
    const c = client();
    const cap = await captcha();
    const res = await c.post(`${BB}/payments/create-order`, {
      ...base,
      captchaId: cap.captchaId,
      enteredCaptcha: cap.answer,
    });
    expect(res.statusCode).toBe(200);
    const { payment_session_id, order_id } = res.json();
    expect(payment_session_id).toMatch(/^session_/);
    const checkout = await c.get(res.json().data.checkout_url);
    expect(checkout.body).toContain('₹3,950.00');
    const paid = await c.form(`/api/sandbox/checkout/${payment_session_id}`, 'action=pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment-response?order_id=${order_id}`);
    const status = await c.post(`${BB}/payments/order-status`, { order_id });
    expect(status.json()).toMatchObject({
      success: true,
      data: { order_id, amount: '3950.00', status: 'PAID' },
    });
    expect(status.json().data.pg_order_id).toMatch(/^pg_/);
    expect(Date.parse(status.json().data.created_at)).not.toBeNaN();
  });

  it('a failed or cancelled payment reads as failed', async () => {
    for (const action of ['fail', 'cancel']) {
      const c = client();
      const cap = await captcha();
      const res = await c.post(`${BB}/payments/create-order`, {
        ...base,
        captchaId: cap.captchaId,
        enteredCaptcha: cap.answer,
      });
      await c.form(`/api/sandbox/checkout/${res.json().payment_session_id}`, `action=${action}`);
      const status = await c.post(`${BB}/payments/order-status`, { order_id: res.json().order_id });
      expect(status.json().success).toBe(false);
      expect(status.json().data.status).toBe(action === 'fail' ? 'FAILED' : 'CANCELLED');
    }
  });

  it('callbacks are signed and idempotent: a replay or a late contrary callback changes nothing', async () => {
    const c = client();
    const cap = await captcha();
    const { order_id } = (
      await c.post(`${BB}/payments/create-order`, {
        ...base,
        captchaId: cap.captchaId,
        enteredCaptcha: cap.answer,
      })
    ).json();
    const send = (payload: Record<string, unknown>, secret?: string, ts?: string) =>
      postPaymentCallback(t, payload, secret, ts);
    const event = {
      event_id: 'evt-1',
      order_id,
      status: 'PAID',
      pg_order_id: 'pg_1',
      order_amount: '3950.00',
    };
    // An amount other than the order's changes nothing.
    const short = await send({ ...event, event_id: 'evt-0', order_amount: '1.00' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The amount does not match the order.');
    expect((await send({ ...event, event_id: 'evt-00', order_amount: undefined })).statusCode).toBe(
      400,
    );
    expect((await c.post(`${BB}/payments/order-status`, { order_id })).json().data.status).toBe(
      'PENDING',
    );
    expect((await send(event, 'wrong-secret')).statusCode).toBe(401);
    expect((await send(event, undefined, '1000000000')).statusCode).toBe(401);
    expect((await send(event)).json()).toMatchObject({ duplicate: false, applied: true });
    expect((await send(event)).json()).toMatchObject({ duplicate: true });
    expect((await send({ ...event, event_id: 'evt-2', status: 'FAILED' })).json()).toMatchObject({
      applied: false,
    });
    const status = await c.post(`${BB}/payments/order-status`, { order_id });
    expect(status.json().data).toMatchObject({ status: 'PAID', pg_order_id: 'pg_1' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `${BB}/payments/callback`,
      payload: event,
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('checks fields in the spec’s order with its messages', async () => {
    const c = client();
    const cap = await captcha();
    const good = { ...base, captchaId: cap.captchaId, enteredCaptcha: cap.answer };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, lan: '' }, 'Enter valid LAN'],
      [{ ...good, mobileNo: '12345' }, 'Enter valid mobile'],
      [{ ...good, mobileNo: '' }, 'Enter valid mobile'],
      [{ ...good, amount: '' }, 'Enter valid amount'],
      [{ ...good, amount: '1000000' }, 'Enter valid amount'],
      [{ ...good, amount: '-5' }, 'Enter valid amount'],
      [{ ...good, amount: '1e3' }, 'Enter valid amount'],
      [{ ...good, email: 'x@' }, 'Please enter a valid email address'],
      [{ ...good, enteredCaptcha: '' }, 'Enter valid captcha'],
    ];
    for (const [payload, message] of cases) {
      const res = await c.post(`${BB}/payments/create-order`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await c.post(`${BB}/payments/create-order`, { ...good, mobileNo: '9123456780' })).json()
        .message,
    ).toBe('LAN not found');
    expect((await c.post(`${BB}/payments/order-status`, { order_id: 'NOPE' })).statusCode).toBe(
      404,
    );
    const status = (payload: unknown) => c.post(`${BB}/payments/order-status`, payload);
    expect((await status({})).json().message).toBe('Please provide the order_id');
    expect((await status({ order_id: 5 })).statusCode).toBe(400);
    expect((await status({ order_id: "x' OR '1'='1" })).statusCode).toBe(400);
  });
});

describe('no double charge', () => {
  const base = { lan: 'EV0000400001', mobileNo: '9012345678', amount: '1200' };
  const createOrder = (payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${BB}/payments/create-order`,
      payload,
      headers: key ? { 'idempotency-key': key } : {},
    });

  it('a double click (same key, same captcha, at once) makes one order; a retry answers it again; a reused key for another request is refused', async () => {
    const cap = await captcha();
    const payload = { ...base, captchaId: cap.captchaId, enteredCaptcha: cap.answer };
    const key = 'double-click-0000000001';
    const [a, b] = await Promise.all([createOrder(payload, key), createOrder(payload, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().order_id).toBe(a.json().order_id);
    // A retry long after (a reload that resends) answers the same again, captcha already used.
    const retry = await createOrder(payload, key);
    expect(retry.json().order_id).toBe(a.json().order_id);
    const rows = await t.db
      .selectFrom('payment_orders')
      .select('order_id')
      .where('loan_account_no', '=', base.lan)
      .execute();
    expect(rows).toHaveLength(1);
    // The same key for another amount is refused; a malformed key too.
    const other = await createOrder({ ...payload, amount: '1300' }, key);
    expect(other.statusCode).toBe(422);
    expect((await createOrder(payload, 'short')).statusCode).toBe(400);
  });

  it('a second tab paying the same EMI resumes the unpaid order; once paid, a new payment is a new order', async () => {
    const c = client();
    const first = await captcha();
    const one = await createOrder({
      ...base,
      amount: '1500',
      captchaId: first.captchaId,
      enteredCaptcha: first.answer,
    });
    const second = await captcha();
    const two = await createOrder({
      ...base,
      amount: '1500',
      captchaId: second.captchaId,
      enteredCaptcha: second.answer,
    });
    expect(two.json().order_id).toBe(one.json().order_id);
    await c.form(`/api/sandbox/checkout/${one.json().payment_session_id}`, 'action=pay');
    const third = await captcha();
    const three = await createOrder({
      ...base,
      amount: '1500',
      captchaId: third.captchaId,
      enteredCaptcha: third.answer,
    });
    expect(three.json().order_id).not.toBe(one.json().order_id);
  });

  it('a wrong captcha with a key leaves no trace: the same key works with a right one', async () => {
    const cap = await captcha();
    const key = 'wrong-then-right-000001';
    const wrong = await createOrder(
      { ...base, amount: '1700', captchaId: cap.captchaId, enteredCaptcha: 'XXXXXX' },
      key,
    );
    expect(wrong.statusCode).toBe(400);
    const fresh = await captcha();
    const right = await createOrder(
      { ...base, amount: '1700', captchaId: fresh.captchaId, enteredCaptcha: fresh.answer },
      key,
    );
    expect(right.statusCode).toBe(200);
  });

  it('a mandate start with a key answers the same order again', async () => {
    const c = client();
    expect((await lookup(c, 'TW0000100001', '9876543210')).statusCode).toBe(200);
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: `${BB}/mandate/initiateMandate`,
        payload: { lan: 'TW0000100001' },
        headers: { cookie: c.cookie(), 'idempotency-key': 'mandate-start-000000001' },
      });
    const [a, b] = await Promise.all([start(), start()]);
    expect(a.json().data.order_id).toBe(b.json().data.order_id);
  });
});

describe('receipt and confirmation', () => {
  it('a paid order has a PDF receipt naming the amount in rupees, and an SMS confirms it', async () => {
    const c = client();
    const cap = await captcha();
    const res = await c.post(`${BB}/payments/create-order`, {
      lan: 'EV0000300001',
      mobileNo: '9988776655',
      amount: '100000',
      captchaId: cap.captchaId,
      enteredCaptcha: cap.answer,
    });
    expect(res.statusCode).toBe(200);
    const { order_id, payment_session_id } = res.json();
    const early = await c.get(`${BB}/payments/receipt/${order_id}`);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('A receipt is available once the payment is successful');
    await c.form(`/api/sandbox/checkout/${payment_session_id}`, 'action=pay');
    const receipt = await c.get(`${BB}/payments/receipt/${order_id}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toContain(`receipt-${order_id}.pdf`);
    const { extractText, getDocumentProxy } = await import('unpdf');
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(receipt.rawPayload)), {
        mergePages: true,
      })
    ).text;
    expect(text).toContain('₹1,00,000.00');
    expect(text).toContain(order_id);
    expect(text).not.toContain('EV0000300001');
    const sms = await c.get('/api/dev/outbox?to=9988776655&channel=sms');
    expect(sms.json().messages.map((m: { body: string }) => m.body)).toContainEqual(
      expect.stringContaining(
        `Payment of ₹1,00,000.00 received towards your loan ending 0001. Order ${order_id}`,
      ),
    );
    expect((await c.get(`${BB}/payments/receipt/PO-NOPE`)).statusCode).toBe(404);
  });
});

describe('one mandate per loan', () => {
  const lan = 'EV0000400001';
  const plan = upiPlan(lan, { emiAmount: '3000.00', loanAmount: '90000.00' });
  const open = () =>
    t.db
      .selectFrom('mandates')
      .select(['order_id', 'route', 'status'])
      .where('loan_account_no', '=', lan)
      .where('status', 'in', ['PENDING', 'ACTIVE'])
      .execute();

  it('a repeated or concurrent start keeps one open order; the other route replaces a pending one; only one can be authorised', async () => {
    const c = client();
    expect((await lookup(c, lan, '9012345678')).statusCode).toBe(200);
    const starts = await Promise.all(
      Array.from({ length: 5 }, () => c.post(`${BB}/mandate/initiateMandate`, { lan })),
    );
    const bankOrders = new Set(starts.map((res) => res.json().data.order_id));
    expect(starts.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(bankOrders.size).toBe(1);
    const [bankOrder] = [...bankOrders];
    expect(await open()).toEqual([{ order_id: bankOrder, route: 'bank', status: 'PENDING' }]);

    // The UPI route on the same loan: the pending bank order is replaced, not joined.
    const upi = await c.post(`${BB}/payments/create-plan`, plan);
    expect(upi.statusCode).toBe(200);
    const upiOrder = upi.json().data.order_id;
    expect(upiOrder).not.toBe(bankOrder);
    expect(await open()).toEqual([{ order_id: upiOrder, route: 'upi', status: 'PENDING' }]);

    // Authorising both: the replaced bank order cannot become active.
    await c.form(`/api/sandbox/mandate/${bankOrder}`, 'action=authorise&bank=HDFC+Bank');
    await c.form(`/api/sandbox/mandate/${upiOrder}`, 'action=authorise&bank=HDFC+Bank');
    expect(await open()).toEqual([{ order_id: upiOrder, route: 'upi', status: 'ACTIVE' }]);

    // Any later start, on either route, answers with the active mandate.
    const bankAgain = await c.post(`${BB}/mandate/initiateMandate`, { lan });
    expect(bankAgain.json()).toMatchObject({
      message: 'Mandate Already Registered',
      data: { order_id: upiOrder },
    });
    const upiAgain = await c.post(`${BB}/payments/create-plan`, plan);
    expect(upiAgain.json()).toMatchObject({
      success: false,
      message: 'Mandate Already Registered',
    });
    expect(await open()).toHaveLength(1);
  });

  it('the database itself refuses a second open mandate for a loan', async () => {
    const row = await t.db
      .selectFrom('mandates')
      .selectAll()
      .where('loan_account_no', '=', lan)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    await expect(
      t.db
        .insertInto('mandates')
        .values({ ...row, order_id: 'MDSECONDOPEN', status: 'PENDING' })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('create-order takes only what the loan owes', () => {
  const order = async (lan: string, mobileNo: string, amount: string) => {
    const cap = await captcha();
    return client().post(`${BB}/payments/create-order`, {
      lan,
      mobileNo,
      amount,
      captchaId: cap.captchaId,
      enteredCaptcha: cap.answer,
    });
  };

  it('refuses a closed loan, and an amount above the outstanding figure; takes the outstanding itself', async () => {
    const closed = await order('TW0000100002', '9876543210', '2900');
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ message: paymentRouteMessages.loanClosed, field: 'lan' });
    const above = await order('TW0000100001', '9876543210', '999999');
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      message: 'Amount cannot be more than the outstanding amount of ₹54,812.40',
      field: 'amount',
    });
    expect((await order('TW0000100001', '9876543210', '54813')).statusCode).toBe(400);
    const whole = await order('TW0000100001', '9876543210', '54812');
    expect(whole.json()).toMatchObject({ success: true });
    const orders = await t.db
      .selectFrom('payment_orders')
      .select('amount')
      .where('loan_account_no', 'in', ['TW0000100002'])
      .execute();
    expect(orders).toEqual([]);
  });
});
