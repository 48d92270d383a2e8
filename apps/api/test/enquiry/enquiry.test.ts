import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { aesEncrypt, hmacHex } from '../../src/lib/crypto.ts';
import { sandboxDecision } from '../../src/sandbox/lender.ts';
import { appForFile } from '../app-for-file.ts';
import { createTestApp } from '../helpers.ts';
import { offerRequest } from './offer-request.ts';

const t = appForFile();
// Each test's offers as if an hour after the last test's: every one may text the number (the
// number's budget is tested below and in message-budget.test.ts).
beforeEach(async () => {
  await t.db.deleteFrom('otp_destinations').execute();
});

/** As if the number's messages were `seconds` earlier. */
async function ageBudget(mobile: string, seconds: number) {
  await t.db
    .updateTable('otp_destinations')
    .set({
      last_code_at: sql`last_code_at - make_interval(secs => ${seconds}::int)`,
      sent_at: sql`array(select s - make_interval(secs => ${seconds}::int) from unnest(sent_at) as s)`,
    })
    .where('destination', '=', mobile)
    .execute();
}

const EQ = '/api/v1/enquiry';
const AADHAAR = offerRequest.aadhaar; // passes the Verhoeff check
const good = { ...offerRequest, mobile: '9876543210' };

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

async function lastCode(to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}&channel=sms` });
  return res.json().messages[0]?.code as string;
}

describe('branches and channel id', () => {
  it('lists branches sorted by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${EQ}/branches` });
    const names = res.json().Message.map((b: { Branch_Name: string }) => b.Branch_Name);
    expect(names).toEqual([...names].sort());
    expect(res.json().Message[0]).toEqual({
      Branch_Id: 10,
      Branch_Name: 'Ahmedabad',
      State_Number: 24,
    });
  });

  it('decrypts the channel id, and falls back to 4 for anything else', async () => {
    const id = aesEncrypt(t.config.secrets.channelIdKey, '7');
    expect((await post(`${EQ}/channel`, { id })).json()).toEqual({ success: true, channelType: 7 });
    const dev = await t.app.inject({ method: 'GET', url: '/api/dev/channel-id?type=9' });
    expect((await post(`${EQ}/channel`, { id: dev.json().id })).json().channelType).toBe(9);
    const raw = Buffer.from(id, 'base64url');
    raw[raw.length - 1]! ^= 1; // tampered ciphertext fails the GCM tag
    for (const bad of ['garbage', raw.toString('base64url'), '', null]) {
      expect((await post(`${EQ}/channel`, { id: bad })).json().channelType).toBe(4);
    }
    expect((await post(`${EQ}/channel`, { id: 5 })).statusCode).toBe(400);
  });
});

describe('pre-qualified offer', () => {
  it('follows the documented sandbox decision rule', () => {
    expect(sandboxDecision({ mobile: '9876543210', loanAmount: 85_500, hasPan: true })).toEqual({
      needsOtp: false,
      resultStatus: 1,
      offer: 85_000,
    });
    expect(sandboxDecision({ mobile: '9876543211', loanAmount: 200_000, hasPan: true })).toEqual({
      needsOtp: true,
      resultStatus: 1,
      offer: 150_000,
    });
    expect(sandboxDecision({ mobile: '9876543212', loanAmount: 90_000, hasPan: false })).toEqual({
      needsOtp: false,
      resultStatus: 1,
      offer: 50_000,
    });
    expect(
      sandboxDecision({ mobile: '9876543218', loanAmount: 90_000, hasPan: true }).resultStatus,
    ).toBe(0);
  });

  it('without OTP: statusCode 006 and the offer at once', async () => {
    const res = await post(`${EQ}/pre-qualification`, {
      ...good,
      id: aesEncrypt(t.config.secrets.channelIdKey, '3'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      statusCode: '006',
      message: {
        resultStatus: 1,
        loanAmount: 85000,
        aadhar: 'XXXXXXXX2346',
        panName: 'SANDBOX APPLICANT',
      },
    });
    expect(body.message.leadId).toMatch(/^LD\d{8}$/);
    const row = await t.db
      .selectFrom('enquiries')
      .selectAll()
      .where('request_id', '=', body.message.requestId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      channel_type: 3,
      branch_id: 1,
      state_number: 27,
      aadhaar_last4: '2346',
      pan: 'XXXXX1234X',
    });
  });

  it('an ineligible applicant gets resultStatus 0', async () => {
    const res = await post(`${EQ}/pre-qualification`, { ...good, mobile: '9876543218' });
    expect(res.json()).toMatchObject({ statusCode: '006', message: { resultStatus: 0 } });
  });

  it('with OTP: 000 → wrong OTP (001, stays) → right OTP → 000 with the offer; Form 60 caps the amount', async () => {
    const res = await post(`${EQ}/pre-qualification`, {
      ...good,
      mobile: '9876543211',
      loanAmount: 120000,
      idType: 'FORM60',
      pan: '',
    });
    const body = res.json();
    expect(body).toMatchObject({ success: true, statusCode: '000' });
    expect(body.message.resultStatus).toBeUndefined();
    const code = await lastCode('9876543211');
    const wrong = await post(`${EQ}/verify-otp`, {
      requestId: body.message.requestId,
      otp: code === '000000' ? '111111' : '000000',
      nameAsPerPan: 'Ravi Kumar',
    });
    expect(wrong.json()).toMatchObject({
      success: false,
      statusCode: '001',
      errorMsg: 'Invalid OTP Entered',
    });
    const ok = await post(`${EQ}/verify-otp`, {
      requestId: body.message.requestId,
      otp: code,
      nameAsPerPan: 'Ravi Kumar',
    });
    expect(ok.json()).toMatchObject({
      success: true,
      statusCode: '000',
      message: { resultStatus: 1, loanAmount: 50000, panName: 'Ravi Kumar' },
    });
    const replay = await post(`${EQ}/verify-otp`, {
      requestId: body.message.requestId,
      otp: code,
      nameAsPerPan: 'Ravi Kumar',
    });
    expect(replay.json().statusCode).toBe('009');
  });

  it('OTP brute force ends with 009 (the modal closes)', async () => {
    const body = (await post(`${EQ}/pre-qualification`, { ...good, mobile: '9876543219' })).json();
    const code = await lastCode('9876543219');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await post(`${EQ}/verify-otp`, {
            requestId: body.message.requestId,
            otp: wrong,
            nameAsPerPan: 'Ravi Kumar',
          })
        ).json().statusCode,
      ).toBe('001');
    }
    const last = await post(`${EQ}/verify-otp`, {
      requestId: body.message.requestId,
      otp: code,
      nameAsPerPan: 'Ravi Kumar',
    });
    expect(last.json().statusCode).toBe('009');
  });

  it('texts one number at most once in 59 s and five times an hour, from any address', async () => {
    const mobile = '9123400001';
    const ask = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: `${EQ}/pre-qualification`,
        payload: { ...good, mobile },
        remoteAddress: `10.8.0.${i}`,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await ask(i)).statusCode);
      if (i === 0) {
        const tooSoon = await ask(100);
        expect(tooSoon.statusCode).toBe(429);
        expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds/);
      }
      await ageBudget(mobile, 60);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const sixth = await ask(5);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Too many OTP requests/);
  });

  it('refuses bad input with the form’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, city: 'Atlantis' }, 'Please Select Correct City'],
      [{ ...good, city: undefined }, 'Please Select Correct City'],
      [{ ...good, mobile: '12345' }, 'Please enter a valid 10-digit mobile number'],
      [{ ...good, loanAmount: '19999' }, 'Please enter a loan amount from ₹20,000 to ₹2,00,000'],
      [{ ...good, loanAmount: '200001' }, 'Please enter a loan amount from ₹20,000 to ₹2,00,000'],
      [{ ...good, loanAmount: '5e4' }, 'Please enter the loan amount in whole rupees, digits only'],
      [{ ...good, pan: 'ABCDE1234F' }, 'Please enter a valid PAN, for example ABCPE1234F'],
      [{ ...good, pan: '' }, 'Please enter your PAN'],
      [{ ...good, aadhaar: '234123412347' }, 'Please enter a valid 12-digit Aadhaar number'],
      [{ ...good, aadhaar: "' OR 1=1 --" }, 'Please enter a valid 12-digit Aadhaar number'],
      [{ ...good, terms: false }, 'Please accept the terms and conditions to continue'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(`${EQ}/pre-qualification`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await post(`${EQ}/pre-qualification`, { ...good, aadhaar: 'x'.repeat(50) })).statusCode,
    ).toBe(400);
    const otpCases: [Record<string, unknown>, string][] = [
      [{ requestId: 'x', otp: '123456' }, 'Please enter your name as it appears on your PAN card'],
      [
        { requestId: 'x', otp: '123456', nameAsPerPan: 'A' },
        'Your name as on your PAN card must be 2 to 50 characters',
      ],
      [{ requestId: 'x', nameAsPerPan: 'Ravi Kumar', otp: '12' }, 'Please enter the 6-digit OTP'],
    ];
    for (const [payload, message] of otpCases) {
      const res = await post(`${EQ}/verify-otp`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknown = await post(`${EQ}/verify-otp`, {
      requestId: 'unknown',
      otp: '123456',
      nameAsPerPan: 'Ravi Kumar',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: 'Please submit the form again.',
      errorMsg: 'Please submit the form again.',
    });
  });

  it('never stores the full Aadhaar number anywhere in the database', async () => {
    await post(`${EQ}/pre-qualification`, { ...good, mobile: '9876543213' });
    const tables = await sql<{
      table_name: string;
    }>`select table_name from information_schema.tables where table_schema = 'public'`.execute(
      t.db,
    );
    let scanned = 0;
    for (const { table_name } of tables.rows) {
      const rows = await sql`select * from ${sql.table(table_name)}`.execute(t.db);
      const text = JSON.stringify(rows.rows);
      expect(text, table_name).not.toContain(AADHAAR);
      expect(text.replace(/\D/g, ' '), table_name).not.toContain(AADHAAR);
      scanned += rows.rows.length;
    }
    expect(scanned).toBeGreaterThan(0);
  });
});

describe('lender-system sandbox', () => {
  it('needs a token from its credentials and an HMAC signature of timestamp + body', async () => {
    const s = t.config.secrets;
    const badToken = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/lender/token',
      payload: { userid: s.lenderUserId, password: 'wrong', clientid: s.lenderClientId },
      headers: { 'client-secret': s.lenderClientSecret },
    });
    expect(badToken.statusCode).toBe(401);
    const tokenRes = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/lender/token',
      payload: { userid: s.lenderUserId, password: s.lenderPassword, clientid: s.lenderClientId },
      headers: { 'client-secret': s.lenderClientSecret },
    });
    const token = tokenRes.json().token;
    const body = JSON.stringify({
      mobile: '9876543210',
      loanAmount: 50000,
      identificationInfo: [{ identificationTypeCode: 'AADHAAR', identificationNumber: AADHAAR }],
    });
    const ts = Date.now().toString();
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sandbox/lender/pre-qualification',
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
      });
    expect(
      (await call({ timestamp: ts, signature: hmacHex(s.lenderHmacSecret, ts + body) })).statusCode,
    ).toBe(401);
    expect(
      (await call({ authorization: `Bearer ${token}`, timestamp: ts, signature: 'bad' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call({
          authorization: `Bearer ${token}`,
          timestamp: ts,
          signature: hmacHex('other', ts + body),
        })
      ).statusCode,
    ).toBe(403);
    const ok = await call({
      authorization: `Bearer ${token}`,
      timestamp: ts,
      signature: hmacHex(s.lenderHmacSecret, ts + body),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().statusCode).toBe('006');
  });
});

describe('lender system unavailable', () => {
  const unavailable = 'We could not reach the offer service. Please try again in a few minutes.';

  async function preQualifyWith(lenderBaseUrl: string) {
    const a = await createTestApp({ LENDER_BASE_URL: lenderBaseUrl }, t.database);
    try {
      return await a.app.inject({
        method: 'POST',
        url: `${EQ}/pre-qualification`,
        payload: good,
      });
    } finally {
      await a.app.close();
    }
  }

  it('answers 502 with the message when the connection is refused', async () => {
    const res = await preQualifyWith('http://127.0.0.1:9');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: unavailable, errorMsg: unavailable });
  });

  it('answers 502 with the message when the lender answers a page that is not JSON', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await preQualifyWith(`http://127.0.0.1:${port}`);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ message: unavailable });
    } finally {
      server.close();
    }
  });
});
