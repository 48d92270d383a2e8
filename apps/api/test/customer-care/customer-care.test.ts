import {
  captchaAudioEndpoint,
  careRouteMessages,
  pathOf,
  trackRequestMessages,
} from '@company/forms/contracts';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderCaptcha } from '../../src/captcha/picture.ts';
import { otpService } from '../../src/otp/service.ts';
import { appForFile } from '../app-for-file.ts';
import { ageOtps as ageTimes, browser, lastCode as signInCode } from '../sign-in.ts';

const t = appForFile();

const BB = '/api/v1/bb';
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(64, 32),
  Buffer.from('%%EOF\n'),
]);

const client = () => browser(t.app);
const lastCode = (to: string, channel = 'sms') => signInCode(t.app, to, channel);
const ageOtps = (destination: string, seconds: number) => ageTimes(t.db, destination, seconds);

/** The messages the outbox holds for `to`. */
async function messagesTo(to: string): Promise<number> {
  await t.app.ctx.services.otp.delivered();
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from outbox where destination = ${to}`.execute(t.db);
  return rows[0]?.n ?? 0;
}

async function verified(phone: string) {
  const c = client();
  await ageOtps(phone, 3600);
  expect((await c.post(`${BB}/users/send-otp`, { phone })).statusCode).toBe(200);
  const res = await c.post(`${BB}/users/verify-otp`, { phone, otp: await lastCode(phone) });
  expect(res.statusCode).toBe(200);
  return c;
}

describe('lookup lists', () => {
  it('lists user types', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BB}/request/get-user-type` });
    expect(res.json().data.map((u: { user_type: string }) => u.user_type)).toEqual([
      'customer',
      'non-customer',
      'dealer',
    ]);
  });

  it('lists request types per user type, and refuses bad user ids', async () => {
    const c = client();
    const res = await c.post(`${BB}/request/get-request-type`, { user_id: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { request_type_id: number }) => r.request_type_id)).toContain(
      27,
    );
    const dealer = await c.post(`${BB}/request/get-request-type`, { user_id: '3' });
    expect(
      dealer.json().data.map((r: { request_type_id: number }) => r.request_type_id),
    ).not.toContain(27);
    for (const payload of [{}, { user_id: 'abc' }, { user_id: "1' OR '1'='1" }, { user_id: 1.5 }]) {
      const bad = await c.post(`${BB}/request/get-request-type`, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Please select a valid User Type');
    }
  });

  it('lists sub-request types, and refuses bad request type ids', async () => {
    const c = client();
    const res = await c.post(`${BB}/request/get-subrequest-type`, {
      request_type_id: 27,
      user_id: 1,
    });
    expect(res.json().data[0]).toMatchObject({
      request_type_id: 27,
      sub_request_type: 'NOC for a closed loan',
    });
    expect(
      (
        await c.post(`${BB}/request/get-subrequest-type`, { request_type_id: 27, user_id: 2 })
      ).json().data,
    ).toEqual([]);
    for (const payload of [{}, { request_type_id: [] }, { request_type_id: '<b>' }]) {
      const bad = await c.post(`${BB}/request/get-subrequest-type`, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Please select a valid Request Type');
    }
  });

  it('looks up a pincode', async () => {
    const c = client();
    const res = await c.post(`${BB}/request/get-city-state`, { pincode: '411001' });
    expect(res.json().data[0]).toEqual({ City: 'Pune', State: 'Maharashtra' });
    expect((await c.post(`${BB}/request/get-city-state`, { pincode: '999999' })).statusCode).toBe(
      404,
    );
    for (const pincode of ['4110', 'abcdef', '0110011', undefined]) {
      const bad = await c.post(`${BB}/request/get-city-state`, { pincode });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Please enter a valid 6-digit pincode');
    }
  });
});

describe('mobile OTP', () => {
  it('sends to a phone, or to the LAN’s registered phone, and never says which number', async () => {
    const c = client();
    const sentTo = { success: true, message: careRouteMessages.otpSentToRegistered };
    const byPhone = await c.post(`${BB}/users/send-otp`, { phone: '9123456780' });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json()).toEqual(sentTo);
    expect(await lastCode('9123456780')).toMatch(/^\d{6}$/);
    const byLan = await c.post(`${BB}/users/send-otp`, { lan: 'EV0000400001' });
    expect(byLan.json()).toEqual(sentTo);
    const first = await lastCode('9012345678');
    expect(first).toMatch(/^\d{6}$/);
    // more than 10 characters in the phone field is a LAN
    await ageOtps('9012345678', 120);
    const lanInPhone = await c.post(`${BB}/users/send-otp`, { phone: 'EV0000400001' });
    expect(lanInPhone.json()).toEqual(sentTo);
    expect(await messagesTo('9012345678')).toBe(2);
  });

  it('refuses missing, malformed and unknown identities', async () => {
    const c = client();
    expect((await c.post(`${BB}/users/send-otp`, {})).json().message).toBe(
      'Please enter a valid mobile number or LAN',
    );
    expect((await c.post(`${BB}/users/send-otp`, { phone: 12345 })).statusCode).toBe(400);
    expect((await c.post(`${BB}/users/send-otp`, { phone: '<script>' })).statusCode).toBe(400);
    // A number no loan has is answered as a borrower's is, and no code is made for it.
    const unknown = await c.post(`${BB}/users/send-otp`, { phone: '9000000001' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      success: true,
      message: careRouteMessages.otpSentToRegistered,
    });
    const codes = await t.db
      .selectFrom('otp_destinations')
      .select('destination')
      .where('destination', '=', '9000000001')
      .execute();
    expect(codes).toEqual([]);
  });

  it('texts a number again only after 59 s and at most 5 times an hour, answering every request the same', async () => {
    const c = client();
    const phone = '9988776655';
    const before = await messagesTo(phone);
    expect((await c.post(`${BB}/users/send-otp`, { phone })).statusCode).toBe(200);
    // Too early: the same answer (a 429 here would tell a borrower's number), and no text.
    const early = await c.post(`${BB}/users/send-otp`, { phone });
    expect(early.statusCode).toBe(200);
    expect(await messagesTo(phone)).toBe(before + 1);
    for (let i = 0; i < 4; i++) {
      await ageOtps(phone, 60);
      expect((await c.post(`${BB}/users/send-otp`, { phone })).statusCode).toBe(200);
    }
    expect(await messagesTo(phone)).toBe(before + 5);
    await ageOtps(phone, 60);
    const sixth = await c.post(`${BB}/users/send-otp`, { phone });
    expect(sixth.statusCode).toBe(200);
    expect(await messagesTo(phone)).toBe(before + 5);
  });

  it('sends to one number at the same moment make one code, and all are answered the same', async () => {
    const phone = '9988776655';
    await ageOtps(phone, 3600);
    const { rows: before } = await sql<{ last: number }>`
      select coalesce(max(id), 0)::int as last from outbox`.execute(t.db);
    // Each from an address of its own, so only the number's rules can refuse them.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `${BB}/users/send-otp`,
          payload: { phone },
          remoteAddress: `10.7.7.${i + 1}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    await t.app.ctx.services.otp.delivered();
    // One send counted, and one message went: the code the number's row holds.
    const { rows } = await sql<{ sends: number; messages: number }>`
      select (select count(*)::int from otp_destinations, unnest(sent_at) as s
              where destination = ${phone} and s > now() - interval '1 minute') as sends,
             (select count(*)::int from outbox
              where destination = ${phone} and id > ${before[0]?.last}) as messages`.execute(t.db);
    expect(rows).toEqual([{ sends: 1, messages: 1 }]);
    await ageOtps(phone, 3600);
  });

  it('a resent code replaces the earlier one: only the newest verifies', async () => {
    const c = client();
    const phone = '9876543210';
    await ageOtps(phone, 3600);
    expect((await c.post(`${BB}/users/send-otp`, { phone })).statusCode).toBe(200);
    const first = await lastCode(phone);
    await ageOtps(phone, 60);
    expect((await c.post(`${BB}/users/send-otp`, { phone })).statusCode).toBe(200);
    const second = await lastCode(phone);
    if (first !== second) {
      const stale = await c.post(`${BB}/users/verify-otp`, { phone, otp: first });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toBe('Invalid OTP Entered');
    }
    expect((await c.post(`${BB}/users/verify-otp`, { phone, otp: second })).statusCode).toBe(200);
  });

  it('refuses brute force: 5 wrong codes burn the code; its owner has a new one at once', async () => {
    const c = client();
    const phone = '9876543210';
    await ageOtps(phone, 3600);
    await c.post(`${BB}/users/send-otp`, { phone });
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await c.post(`${BB}/users/verify-otp`, { phone, otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid OTP Entered');
    }
    // The same answer as any wrong code: a number without a code could not answer otherwise.
    const right = await c.post(`${BB}/users/verify-otp`, { phone, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Invalid OTP Entered');
    expect(c.jar().care_proof).toBeUndefined();
    // The owner asks again at once (no 59 s wait behind a burnt code): a new code, five attempts.
    const sent = await messagesTo(phone);
    expect((await c.post(`${BB}/users/send-otp`, { phone })).statusCode).toBe(200);
    expect(await messagesTo(phone)).toBe(sent + 1);
    const renewed = await c.post(`${BB}/users/verify-otp`, { phone, otp: await lastCode(phone) });
    expect(renewed.statusCode).toBe(200);
  });

  it('refuses an expired code and a code used twice; refuses malformed codes', async () => {
    const c = client();
    const phone = '9876543210';
    await ageOtps(phone, 3600);
    await c.post(`${BB}/users/send-otp`, { phone });
    const code = await lastCode(phone);
    await t.db
      .updateTable('otp_destinations')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('destination', '=', phone)
      .execute();
    // Expired or wrong, one answer (the e-mail step, which tells no one anything, says expired).
    expect((await c.post(`${BB}/users/verify-otp`, { phone, otp: code })).json().message).toBe(
      'Invalid OTP Entered',
    );
    await ageOtps(phone, 3600);
    await c.post(`${BB}/users/send-otp`, { phone });
    const fresh = await lastCode(phone);
    expect((await c.post(`${BB}/users/verify-otp`, { phone, otp: fresh })).statusCode).toBe(200);
    expect((await c.post(`${BB}/users/verify-otp`, { phone, otp: fresh })).statusCode).toBe(400);
    for (const otp of ['12345', '1234567', 'abcdef', 123456]) {
      const bad = await c.post(`${BB}/users/verify-otp`, { phone, otp });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Enter Valid OTP');
    }
  });
});

describe('get-lan and e-mail update', () => {
  it('needs the OTP proof of the same number', async () => {
    const stranger = client();
    const res = await stranger.post(`${BB}/users/get-lan`, { phone: '9876543210' });
    expect(res.statusCode).toBe(401);
    const c = await verified('9876543210');
    const loans = await c.post(`${BB}/users/get-lan`, { phone: '9876543210' });
    expect(loans.statusCode).toBe(200);
    expect(loans.json().data.map((l: { loan_account_no: string }) => l.loan_account_no)).toEqual([
      'TW0000100001',
      'TW0000100002',
    ]);
    const byLan = await c.post(`${BB}/users/get-lan`, { lan: 'TW0000100002' });
    expect(byLan.json().data).toHaveLength(1);
    const other = await c.post(`${BB}/users/get-lan`, { phone: '9123456780' });
    expect(other.statusCode).toBe(401);
    expect((await c.post(`${BB}/users/get-lan`, { phone: 'x' })).statusCode).toBe(400);
    const forged = client();
    const forgedRes = await t.app.inject({
      method: 'POST',
      url: `${BB}/users/get-lan`,
      payload: { phone: '9876543210' },
      headers: { cookie: `care_proof=${c.jar().care_proof!.split('.')[0]}.${'A'.repeat(43)}` },
    });
    expect(forgedRes.statusCode).toBe(401);
    void forged;
  });

  it('updates the e-mail after an e-mail OTP', async () => {
    const c = await verified('9123456780');
    expect((await c.post(`${BB}/users/send-email-otp`, { email: 'not-an-email' })).statusCode).toBe(
      400,
    );
    expect(
      (await client().post(`${BB}/users/send-email-otp`, { email: 'ravi.new@example.com' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await c.post(`${BB}/users/send-email-otp`, { email: 'ravi.new@example.com' })).statusCode,
    ).toBe(200);
    const code = await lastCode('ravi.new@example.com', 'email');
    const bad = await c.post(`${BB}/users/verify-email-otp`, {
      email: 'ravi.new@example.com',
      phone: null,
      updated_email: 'ravi.new@example.com',
      otp: '000000' === code ? '111111' : '000000',
    });
    expect(bad.json().message).toBe('Invalid OTP Entered');
    const ok = await c.post(`${BB}/users/verify-email-otp`, {
      email: 'ravi.kumar@example.com',
      phone: null,
      updated_email: 'ravi.new@example.com',
      otp: code,
    });
    expect(ok.statusCode).toBe(200);
    const loan = await t.db
      .selectFrom('loans')
      .select('email')
      .where('loan_account_no', '=', 'TW0000200001')
      .executeTakeFirstOrThrow();
    expect(loan.email).toBe('ravi.new@example.com');
    expect(
      (await c.post(`${BB}/users/verify-email-otp`, { updated_email: 'x@y', otp: '123456' }))
        .statusCode,
    ).toBe(400);
    // more bad input: missing or mistyped fields, injection strings
    const badCall = (url: string, payload: unknown) => c.post(`${BB}/users/${url}`, payload);
    expect((await badCall('send-email-otp', {})).json().message).toBe(
      'Please enter a valid email address',
    );
    expect((await badCall('send-email-otp', { email: 42 })).statusCode).toBe(400);
    expect(
      (await badCall('send-email-otp', { email: "a'--@example.com<script>" })).statusCode,
    ).toBe(400);
    const noOtp = await badCall('verify-email-otp', { updated_email: 'ravi.new@example.com' });
    expect(noOtp.json().message).toBe('Enter Valid OTP');
    const numeric = await badCall('verify-email-otp', {
      updated_email: 'ravi.new@example.com',
      otp: 123456,
    });
    expect(numeric.statusCode).toBe(400);
  });
});

describe('submit-request', () => {
  const base = {
    user_type: 'customer',
    name: 'Asha Patil',
    request_type_id: 21,
    sub_request_id: 101,
    request_category_id: 1,
    request_type: 'Loan Related Query',
    sub_request_type: 'EMI amount or due date',
    email: 'asha.patil@example.com',
    query: 'When is my next EMI due?',
  };

  it('customer flow: OTP → loans → upload → ticket 002; the same request again → 003 with the same ticket', async () => {
    const c = await verified('9876543210');
    const loans = (await c.post(`${BB}/users/get-lan`, { phone: '9876543210' })).json().data;
    const lan = loans[0].loan_account_no;
    const put = await c.post(`${BB}/request/upload-document`, { method: 'put', journey: 'care' });
    expect(put.json().message).toMatch(/^\/api\/storage\/customer\/9876543210\/f/);
    expect((await c.put(put.json().message, PDF)).statusCode).toBe(200);
    const payload = {
      ...base,
      lan,
      phone: '9876543210',
      doc_path: put.json().id,
    };
    const res = await c.post(`${BB}/request/submit-request`, payload);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message_code: '002',
      message: 'Request Successfully Created!',
    });
    expect(body.data.Ticket).toMatch(/^SR\d{14}$/);
    const again = await c.post(`${BB}/request/submit-request`, { details: payload });
    expect(again.json()).toMatchObject({ message_code: '003', data: { Ticket: body.data.Ticket } });
    expect(again.json().message).toBe(
      `Your request with ${body.data.Ticket} is pending with us and shall be closed soon.`,
    );
    // One SMS names the new ticket and links to its tracking page; the repeat sends none.
    await t.app.ctx.services.otp.delivered();
    const texts = await t.db
      .selectFrom('outbox')
      .select('body')
      .where('destination', '=', '9876543210')
      .where('body', 'like', `%${body.data.Ticket}%`)
      .execute();
    expect(texts.map((m) => m.body)).toEqual([
      trackRequestMessages.raisedSms(body.data.Ticket, `${t.config.publicOrigin}/track-request`),
    ]);
    expect(texts[0]!.body).toMatch(/Track it at https?:\/\/[^ ]+\/track-request /);
    const row = await t.db
      .selectFrom('service_requests')
      .selectAll()
      .where('ticket', '=', body.data.Ticket)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      lan,
      vehicle_number: 'MH12AB1234',
      attachments: expect.stringMatching(/^customer\/9876543210\/f[A-Za-z0-9_-]+$/),
    });
  });

  it('answers 005 for a LAN that does not exist and 001 for another customer’s LAN', async () => {
    const c = await verified('9876543210');
    const missing = await c.post(`${BB}/request/submit-request`, { ...base, lan: 'TW9999999999' });
    expect(missing.json()).toMatchObject({
      success: false,
      message_code: '005',
      message: 'LAN Entered is Incorrect, please re-enter',
    });
    const others = await c.post(`${BB}/request/submit-request`, { ...base, lan: 'TW0000200001' });
    expect(others.json()).toMatchObject({ success: false, message_code: '001' });
    expect(others.json().message).toMatch(
      /^LAN Entered is Incorrect \.\.\. Please provide Correct LAN or call on /,
    );
  });

  it('NOC (type 27): refused for an active loan; needs the address for a closed one', async () => {
    const asha = await verified('9876543210');
    const active = await asha.post(`${BB}/request/submit-request`, {
      ...base,
      lan: 'TW0000100001',
      request_type_id: 27,
      sub_request_id: 161,
    });
    expect(active.json()).toMatchObject({ success: false, message_code: '004' });
    expect(active.json().message).toMatch(
      /^Your loan account is still active in our system, hence you are not eligible for NOC Issuance/,
    );
    const noAddress = await asha.post(`${BB}/request/submit-request`, {
      ...base,
      lan: 'TW0000100002',
      request_type_id: 27,
      sub_request_id: 161,
      address: { house: '12', area: 'FC Road', pincode: '', city: '', state: '' },
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe('Please enter Pincode');
    expect(noAddress.json().field).toBe('address.pincode');
    const noArea = await asha.post(`${BB}/request/submit-request`, {
      ...base,
      lan: 'TW0000100002',
      request_type_id: 27,
      sub_request_id: 161,
      address: { house: '12', area: '', pincode: '411001', city: '', state: '' },
    });
    expect(noArea.statusCode).toBe(400);
    // Nested fields are named by their path, whichever check finds them.
    expect(noArea.json().field).toBe('address.area');
    const ok = await asha.post(`${BB}/request/submit-request`, {
      ...base,
      lan: 'TW0000100002',
      request_type_id: 27,
      sub_request_id: 161,
      address: { house: 'Flat 12', area: 'FC Road', pincode: '411001', city: 'x', state: 'y' },
    });
    expect(ok.json().message_code).toBe('002');
    const row = await t.db
      .selectFrom('service_requests')
      .select('noc_dispatched_addr')
      .where('ticket', '=', ok.json().data.Ticket)
      .executeTakeFirstOrThrow();
    expect(row.noc_dispatched_addr).toBe('Flat 12, FC Road, 411001, Pune, Maharashtra');
  });

  it('non-customers need no OTP but a valid mobile; customers need the OTP proof', async () => {
    const c = client();
    const res = await c.post(`${BB}/request/submit-request`, {
      user_type: 'non-customer',
      name: 'Neha Rao',
      phone: '9000011111',
      request_type_id: 28,
      sub_request_id: 171,
      query: 'Loan for a new scooter',
    });
    expect(res.json().message_code).toBe('002');
    expect(
      (await c.post(`${BB}/request/submit-request`, { ...base, lan: 'TW0000100001' })).statusCode,
    ).toBe(401);
  });

  it('takes names in any script and keeps a query with markup as text', async () => {
    const c = client();
    const names = ["José D'Souza", 'रवि कुमार', 'A. P. J. Abdul Kalam', 'Mary-Jane O’Neil'];
    for (const [i, name] of names.entries()) {
      const query = `Is <b>${i}</b> > 0 & < 10?`;
      const res = await c.post(`${BB}/request/submit-request`, {
        user_type: 'non-customer',
        name,
        phone: `900003333${i}`,
        request_type_id: 28,
        sub_request_id: 171,
        query,
      });
      expect(res.statusCode, name).toBe(200);
      expect(res.json().message_code).toBe('002');
      const row = await t.db
        .selectFrom('service_requests')
        .select(['name', 'query'])
        .where('phone', '=', `900003333${i}`)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ name, query });
    }
  });

  it('refuses bad input with the spec’s messages', async () => {
    const c = client();
    const nc = {
      user_type: 'dealer',
      name: 'Vikas Motors',
      phone: '9000022222',
      request_type_id: 29,
      sub_request_id: 181,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...nc, name: undefined }, 'This field is Required!!!'],
      [{ ...nc, name: 'R2D2' }, 'Please enter a valid name'],
      [{ ...nc, name: '  ' }, 'This field is Required!!!'],
      [{ ...nc, user_type: 'admin' }, 'Please select a valid User Type'],
      [{ ...nc, request_type_id: 27 }, 'Please select a valid Request Type'],
      [{ ...nc, sub_request_id: 101 }, 'Please select a valid Sub-Request Type'],
      [{ ...nc, phone: '' }, 'This field is Required!!'],
      [{ ...nc, phone: '12345' }, 'Please enter a valid mobile number'],
      [{ ...nc, email: 'bad email' }, 'Please enter a valid email address'],
      [{ ...nc, query: 'stop\u0000here' }, 'Please write your query as text'],
      [{ ...nc, query: 'x'.repeat(2001) }, 'Please keep your query to 2000 characters or fewer'],
      [{ ...nc, doc_path: 'dealer/9000022222/none.pdf' }, 'Document upload failed'],
      [{ ...nc, attachments: 'javascript:alert(1)' }, 'Document upload failed'],
    ];
    for (const [payload, message] of cases) {
      const res = await c.post(`${BB}/request/submit-request`, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('captcha', () => {
  it('issues a PNG of pixels only: no text, no structure, nothing the same twice', async () => {
    const issue = async () => {
      const res = await t.app.inject({ method: 'GET', url: `${BB}/payments/captcha` });
      expect(res.statusCode).toBe(200);
      const { captchaId, image } = res.json().data;
      expect(captchaId).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(image).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(image.replace('data:image/png;base64,', ''), 'base64');
      return { captchaId, png, answer: await lastCode(captchaId, 'captcha') };
    };
    const first = await issue();
    // What solved the old captcha: reading the picture's structure (an SVG's groups of dots).
    // Now there is none to read: a PNG whose bytes hold neither markup nor the answer.
    expect(first.png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    // Its chunks: the header, a palette, the pixel density, compressed pixels and the end; no
    // text chunk.
    const chunks: string[] = [];
    for (let at = 8; at < first.png.length; at += 12 + first.png.readUInt32BE(at)) {
      chunks.push(first.png.subarray(at + 4, at + 8).toString('latin1'));
    }
    const allowed = ['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'IEND'];
    expect(chunks.filter((chunk) => !allowed.includes(chunk))).toEqual([]);
    const bytes = first.png.toString('latin1');
    expect(bytes).not.toContain('<svg');
    expect(bytes).not.toContain(first.answer);
    const metadata = await sharp(first.png).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 400, height: 120 });
    expect(metadata.comments ?? []).toEqual([]);
    // The same answer is never the same picture: the faces, angles, warp and noise are random.
    const again = renderCaptcha(first.answer);
    expect((await again).equals(await renderCaptcha(first.answer))).toBe(false);
    const row = await t.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', first.captchaId)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash).not.toContain(first.answer);
    expect(row.answer_sealed).not.toContain(first.answer);
  });

  it('reads the captcha aloud until it is used, never as text', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BB}/payments/captcha` });
    const { captchaId } = res.json().data;
    const answer = await lastCode(captchaId, 'captcha');
    const audio = await t.app.inject({
      method: 'GET',
      url: pathOf(captchaAudioEndpoint, { captchaId }),
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    const wav = audio.rawPayload;
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
    const seconds = (wav.length - 44) / wav.readUInt32LE(28);
    // Six characters, each said and followed by a pause.
    expect(seconds).toBeGreaterThan(4);
    expect(seconds).toBeLessThan(12);
    expect(wav.toString('latin1')).not.toContain(answer);
    const twice = await t.app.inject({
      method: 'GET',
      url: pathOf(captchaAudioEndpoint, { captchaId }),
    });
    expect(twice.rawPayload.equals(wav)).toBe(false);
    // In Hindi for a Hindi page (an <audio> element cannot send the journey's Accept-Language).
    const inHindi = await t.app.inject({
      method: 'GET',
      url: `${pathOf(captchaAudioEndpoint, { captchaId })}?lang=hi`,
    });
    expect(inHindi.statusCode).toBe(200);
    expect(inHindi.headers['content-type']).toBe('audio/wav');
    const otherLanguage = await t.app.inject({
      method: 'GET',
      url: `${pathOf(captchaAudioEndpoint, { captchaId })}?lang=fr`,
    });
    expect(otherLanguage.statusCode).toBe(400);
    // Used (whatever the answer), it is gone; an unknown id was never there.
    await t.app.ctx.services.captcha.verify(captchaId, 'WRONG1');
    const used = await t.app.inject({
      method: 'GET',
      url: pathOf(captchaAudioEndpoint, { captchaId }),
    });
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe('This captcha has expired. Please load a new one.');
    const unknown = await t.app.inject({
      method: 'GET',
      url: pathOf(captchaAudioEndpoint, { captchaId: 'nope' }),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('OTP sends stored together', () => {
  it('one statement stores a group: one code per number, none for a number no loan has', async () => {
    const borrowers = ['7111111101', '7111111102', '7111111103'];
    await sql`insert into loans (loan_account_no, customer_name, phone, status, loan_amount, emi,
        emi_end_date, due_day)
      select 'GROUPOTP' || i, 'Group Borrower', phone, 'A', 100000, 3950, date '2030-01-05', 5
      from unnest(${borrowers}::text[]) with ordinality as b(phone, i)
      on conflict do nothing`.execute(t.db);
    const sent: string[] = [];
    const messaging = { send: async (m: { destination: string }) => void sent.push(m.destination) };
    // Grouped as on PostgreSQL, whatever the database: the first send goes alone, the rest
    // arrive while it runs and go together in one statement.
    const otp = otpService(t.db, 'test-key', messaging, 'localhost', { groupSends: true });
    const [x1, x2, x3] = borrowers as [string, string, string];
    const email = `group${Date.now()}@example.in`;
    const answers = await Promise.allSettled([
      otp.sendToBorrower('mobile', x1, 'a test'),
      otp.sendToBorrower('mobile', x2, 'a test'),
      otp.sendToBorrower('mobile', x2, 'a test'),
      otp.sendToBorrower('mobile', '7111111199', 'a test'),
      otp.send('email', email, 'a test'),
      otp.sendToBorrower('lan', 'GROUPOTP3', 'a test'),
    ]);
    // The identity's sends answer alike (no code for the second to x2, nor for 7111111199).
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill('fulfilled'));
    await otp.delivered();
    expect(sent.sort()).toEqual([x1, x2, x3, email].sort());
    const rows = await t.db
      .selectFrom('otp_destinations')
      .select(['destination', sql<number>`cardinality(sent_at)`.as('sends')])
      .where('destination', 'in', [...borrowers, '7111111199', email])
      .orderBy('destination')
      .execute();
    expect(rows).toEqual(
      [x1, x2, x3, email].sort().map((destination) => ({ destination, sends: 1 })),
    );
  });
});
