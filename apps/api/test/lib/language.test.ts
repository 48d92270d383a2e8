import {
  apiMessages,
  careRouteMessages,
  leadRouteMessages,
  otpMessages,
  trackRequestMessages,
} from '@company/forms/contracts';
import { hindi } from '@company/forms/hi';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../app-for-file.ts';
import { BB, outboxTo, raiseTicket } from '../track-request/helpers.ts';

const t = appForFile();
const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

const submitLead = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${BB}/users/product-queries`, headers, payload });

describe('answers in the language the request names', () => {
  it('a Hindi request gets the Hindi 4xx; an English one (or none named) the spec’s English, verbatim', async () => {
    const bad = { name: 'Ravi', phone: '12345', product_type: 'Two-wheeler loan' };
    const inHindi = await submitLead(bad, HINDI);
    expect(inHindi.statusCode).toBe(400);
    expect(inHindi.json()).toMatchObject({
      success: false,
      statusCode: 400,
      message: hindi.leadRouteMessages.phoneInvalid,
      errorMsg: hindi.leadRouteMessages.phoneInvalid,
      field: 'phone',
    });
    expect(inHindi.headers.vary).toMatch(/Accept-Language/);
    for (const headers of [
      {} as Record<string, string>,
      { 'accept-language': 'en-IN,en;q=0.9' },
      { 'accept-language': 'ta' },
    ]) {
      const english = await submitLead(bad, headers);
      expect(english.json()).toMatchObject({
        message: leadRouteMessages.phoneInvalid,
        errorMsg: leadRouteMessages.phoneInvalid,
      });
    }
  });

  it('translates the framework’s refusals and the templates’ values too', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: `${BB}/users/product-queries`,
      headers: { ...HINDI, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json().message).toBe(hindi.apiMessages.jsonOnly);
    const noRoute = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere', headers: HINDI });
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json().message).toBe(hindi.apiMessages.noRoute('GET', '/api/v1/nowhere'));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' })).json().message).toBe(
      apiMessages.noRoute('GET', '/api/v1/nowhere'),
    );
  });

  it('a Hindi journey’s OTP comes in Hindi, and its wait too', async () => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${BB}/users/send-otp`,
        headers,
        payload: { phone: '9123456780' },
      });
    const sent = await send(HINDI);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(hindi.careRouteMessages.otpSentToRegistered);
    const [sms] = await outboxTo(t, '9123456780');
    const code = /^([0-9]{6}) /.exec(sms?.body ?? '')?.[1] ?? '';
    expect(sms?.body.startsWith(hindi.otpMessages.text(code, 'आपके कस्टमर केयर अनुरोध'))).toBe(true);
    expect(sms?.subject).toBe(hindi.otpMessages.subject('आपके कस्टमर केयर अनुरोध'));
    const again = await t.app.inject({
      method: 'POST',
      url: `${BB}/users/send-otp`,
      headers: HINDI,
      payload: { phone: '9123456780' },
    });
    // The same answer whether or not a code went (it never says who is a borrower).
    expect(again.json().message).toBe(hindi.careRouteMessages.otpSentToRegistered);
    expect(otpMessages.purposes.careRequest).toBe('your customer care request');
  });

  it('a ticket raised in Hindi is told in Hindi, then and at each later status change', async () => {
    const phone = '9000055555';
    const raised = await t.app.inject({
      method: 'POST',
      url: `${BB}/request/submit-request`,
      headers: HINDI,
      payload: {
        user_type: 'non-customer',
        name: 'Kiran Rao',
        phone,
        email: 'kiran@example.com',
        request_type_id: 26,
        sub_request_id: 151,
        query: 'Please call me back',
      },
    });
    expect(raised.statusCode).toBe(200);
    const answer = raised.json();
    expect(answer.message).toBe(hindi.careRouteMessages.created);
    expect(answer.data.message).toBe(hindi.careRouteMessages.created);
    const ticket = answer.data.Ticket as string;
    const [told] = await outboxTo(t, phone);
    expect(told?.body).toBe(
      hindi.trackRequestMessages.raisedSms(ticket, `${t.config.publicOrigin}/hi/track-request`),
    );
    // Later, with no request to name the language: the ticket's stored one.
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/dev/service-requests/${ticket}/status`,
      payload: { status: 'in-progress' },
    });
    expect(changed.statusCode).toBe(200);
    const [status] = await outboxTo(t, phone);
    expect(status?.body).toBe(
      hindi.trackRequestMessages.statusSms(
        ticket,
        hindi.trackRequestMessages.statusLabels['in-progress'],
        `${t.config.publicOrigin}/hi/track-request`,
      ),
    );
    const [mail] = await outboxTo(t, 'kiran@example.com');
    expect(mail?.subject).toBe(hindi.trackRequestMessages.statusEmailSubject(ticket));
    expect(mail?.body).toContain(hindi.trackRequestMessages.statusLabels['in-progress']);
  });

  it('a payment made in Hindi is confirmed in Hindi when the gateway reports it', async () => {
    const { captchaId } = (
      await t.app.inject({ method: 'GET', url: `${BB}/payments/captcha` })
    ).json().data;
    const answer = (
      await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${captchaId}&channel=captcha` })
    ).json().messages[0].code as string;
    const created = await t.app.inject({
      method: 'POST',
      url: `${BB}/payments/create-order`,
      headers: HINDI,
      payload: {
        lan: 'TW0000100001',
        mobileNo: '9876543210',
        amount: '3950',
        captchaId,
        enteredCaptcha: answer,
      },
    });
    expect(created.statusCode).toBe(200);
    const { order_id: orderId, payment_session_id: session } = created.json();
    // The sandbox checkout pays; its signed callback confirms, with no request to read.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/checkout/${session}`,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    const [sms] = (await outboxTo(t, '9876543210')).filter((m) => m.body.includes(orderId));
    expect(sms?.body).toBe(hindi.paymentRouteMessages.paidSms('₹3,950.00', '0001', orderId));
    expect(sms?.subject).toBe(hindi.paymentRouteMessages.paidSmsSubject);
  });

  it('an English ticket stays English: the SMS is the spec’s text', async () => {
    const phone = '9000044444';
    const ticket = await raiseTicket(t, phone);
    await t.app.inject({
      method: 'POST',
      url: `/api/dev/service-requests/${ticket}/status`,
      payload: { status: 'in-progress' },
    });
    const [status] = await outboxTo(t, phone);
    expect(status?.body).toBe(
      trackRequestMessages.statusSms(
        ticket,
        trackRequestMessages.statusLabels['in-progress'],
        `${t.config.publicOrigin}/track-request`,
      ),
    );
    expect(careRouteMessages.created).toBe('Request Successfully Created!');
  });
});
