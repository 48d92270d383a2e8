import { myLoanRouteMessages, otpMessages } from '@company/forms/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken } from '../../src/lib/crypto.ts';
import { appForFile } from '../app-for-file.ts';
import { buildProductionApp, openTestDatabase, PRODUCTION_SECRETS } from '../helpers.ts';
import { borrower, borrowers, lastCode, ML, signedIn } from './borrower.ts';

const t = appForFile();
afterEach(() => {
  vi.useRealTimers();
});

const outboxCount = async (to: string) => {
  await t.app.ctx.services.otp.delivered();
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}&channel=sms` });
  return res.json().messages.length as number;
};

describe('sign-in by mobile number or LAN and an OTP to the registered mobile', () => {
  it('answers the same for a borrower, an unknown mobile and an unknown LAN, and texts only the borrower', async () => {
    const answers = [];
    for (const mobileOrLan of ['9988776655', '9000000001', 'TW9999999999']) {
      const res = await borrower(t.app).post(`${ML}/send-otp`, { mobileOrLan });
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toEqual({
      status: 200,
      body: { success: true, message: myLoanRouteMessages.otpSent },
    });
    expect(await outboxCount('9988776655')).toBe(1);
    expect(await outboxCount('9000000001')).toBe(0);
  });

  it('a LAN sends the code to its registered mobile; a wrong code is the one OTP answer', async () => {
    const b = borrower(t.app);
    await b.post(`${ML}/send-otp`, { mobileOrLan: 'ev0000400001' });
    const code = await lastCode(t.app, borrowers.imran.mobile);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await b.post(`${ML}/verify-otp`, {
      mobileOrLan: 'EV0000400001',
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      field: 'otp',
      message: otpMessages.invalid,
    });
    expect((await b.get(`${ML}/loans`)).statusCode).toBe(401);
    expect(
      (await b.post(`${ML}/verify-otp`, { mobileOrLan: 'EV0000400001', otp: code })).statusCode,
    ).toBe(200);
    expect((await b.get(`${ML}/loans`)).json().data[0].lan).toBe('EV0000400001');
  });

  it('refuses bad input in the one error shape with the spec’s messages', async () => {
    const b = borrower(t.app);
    for (const body of [
      {},
      { mobileOrLan: '' },
      { mobileOrLan: '12345' },
      { mobileOrLan: "x' or 1=1" },
      { mobileOrLan: 42 },
    ]) {
      const res = await b.post(`${ML}/send-otp`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, statusCode: 400 });
      expect(Object.values(myLoanRouteMessages)).toContain(res.json().message);
    }
    const noOtp = await b.post(`${ML}/verify-otp`, { mobileOrLan: '9876543210', otp: '12' });
    expect(noOtp.json()).toMatchObject({ field: 'otp', message: myLoanRouteMessages.otp });
  });

  it('the session cookie: httpOnly, SameSite=Strict, for the my-loan API only, 15 minutes', async () => {
    const b = borrower(t.app);
    await b.post(`${ML}/send-otp`, { mobileOrLan: borrowers.asha.mobile });
    const res = await b.post(`${ML}/verify-otp`, {
      mobileOrLan: borrowers.asha.mobile,
      otp: await lastCode(t.app, borrowers.asha.mobile),
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^my_loan_session=/);
    for (const attribute of [
      'HttpOnly',
      'SameSite=Strict',
      'Path=/api/v1/bb/my-loan/',
      'Max-Age=900',
    ])
      expect(cookie).toContain(attribute);
    expect(cookie).not.toContain('Secure');
  });

  it('ends after 15 minutes without a call (each call restarts the 15), saying so; sign-out ends it', async () => {
    const b = await signedIn(t.app, borrowers.meena.mobile, borrowers.meena.mobile);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect((await b.get(`${ML}/loans`)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect((await b.get(`${ML}/loans`)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    const lapsed = await b.get(`${ML}/loans`);
    expect(lapsed.json()).toMatchObject({
      success: false,
      statusCode: 401,
      message: myLoanRouteMessages.sessionExpired,
    });
    vi.useRealTimers();

    const c = await signedIn(t.app, borrowers.ravi.mobile, borrowers.ravi.mobile);
    const jar = c.jar();
    const out = await c.post(`${ML}/sign-out`);
    expect(out.json()).toEqual({ success: true, message: myLoanRouteMessages.signedOut });
    expect((await c.get(`${ML}/loans`)).statusCode).toBe(401);
    // The cookie is gone from the browser; it is stateless, so its own copy lasts its 15 minutes.
    expect(String(out.headers['set-cookie'])).toMatch(
      /my_loan_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(jar.my_loan_session).toBeTruthy();
  });

  it('a tampered or another journey’s cookie is no session', async () => {
    const b = await signedIn(t.app, borrowers.kavya.mobile, borrowers.kavya.mobile);
    const [body, mac] = b.jar().my_loan_session!.split('.');
    const other = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body!, 'base64url').toString()),
        phone: '9876543210',
      }),
    ).toString('base64url');
    const forged = borrower(t.app);
    forged.setJar({ my_loan_session: `${other}.${mac}` });
    expect((await forged.get(`${ML}/loans`)).statusCode).toBe(401);
    const care = borrower(t.app);
    care.setJar({
      my_loan_session: signToken(
        t.config.secrets.signingKey,
        { scope: 'care', phone: '9876543210' },
        900,
      ),
    });
    expect((await care.get(`${ML}/loans`)).statusCode).toBe(401);
  });

  it('in production the cookie is Secure, whatever the scheme', async () => {
    const database = await openTestDatabase();
    const app = await buildProductionApp(database);
    try {
      const token = signToken(
        PRODUCTION_SECRETS.SIGNING_KEY,
        { scope: 'my-loan', phone: '9876543210' },
        900,
      );
      const res = await app.inject({
        method: 'GET',
        url: `${ML}/loans`,
        headers: { cookie: `my_loan_session=${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
