import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { enquiryMessages } from '@company/forms';
import {
  apiMessages,
  careerRouteMessages as careerMessages,
  careRouteMessages as careMessages,
  contactRouteMessages as contactMessages,
  leadRouteMessages as leadMessages,
  mandateRouteMessages as mandateMessages,
  paymentRouteMessages as paymentMessages,
  uploadMessages,
} from '@company/forms/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../app-for-file.ts';
import { postJson } from '../helpers.ts';

/**
 * Every endpoint that takes a body, against the same four kinds of bad input: a missing field, a
 * wrong type, an oversize value and injection strings (SQL and script). Each answers 400 with the
 * spec's message for the field, never a 500 (the flow tests cover the happy paths and the
 * endpoint-specific rules). The GET endpoints take no input.
 */

const t = appForFile();

const BB = '/api/v1/bb';
const EQ = '/api/v1/enquiry';
const SQL = "9876543210' OR '1'='1";
const SCRIPT = '<script>alert(1)</script>';

interface Endpoint {
  url: string;
  good: Record<string, unknown>;
  /** The field the bad values go into. */
  field: string;
  message: string;
  /** Where a missing field answers otherwise (e.g. a journey step is checked first). */
  missing?: [number, string];
  /**
   * Where text of the right shape answers otherwise: journey steps are checked before the
   * identity, so an unverified caller learns nothing about it.
   */
  injection?: [number, string];
}

const endpoints: Endpoint[] = [
  {
    url: `${BB}/users/product-queries`,
    good: { name: 'Ravi Kumar', phone: '9876543210', product_type: 'New Two-Wheeler Loan' },
    field: 'phone',
    message: leadMessages.phoneInvalid,
  },
  {
    url: `${BB}/users/career`,
    good: { first_name: 'Priya', last_name: 'Nair', phone: '9876543210', location: 'Pune' },
    field: 'phone',
    message: careerMessages.phoneInvalid,
    missing: [400, careerMessages.required],
  },
  {
    url: `${BB}/users/contact-us`,
    good: { first_name: 'Kiran', phone: '9000012345', request_type: 'Customer Support' },
    field: 'phone',
    message: contactMessages.phoneInvalid,
    missing: [400, contactMessages.phoneRequired],
  },
  {
    url: `${BB}/request/get-request-type`,
    good: { user_id: 1 },
    field: 'user_id',
    message: careMessages.userType,
  },
  {
    url: `${BB}/request/get-subrequest-type`,
    good: { request_type_id: 21, user_id: 1 },
    field: 'request_type_id',
    message: careMessages.requestType,
  },
  {
    url: `${BB}/users/send-otp`,
    good: { phone: '9876543210' },
    field: 'phone',
    message: careMessages.identityInvalid,
  },
  {
    url: `${BB}/users/verify-otp`,
    good: { phone: '9876543210', otp: '123456' },
    field: 'otp',
    message: careMessages.otp,
  },
  {
    url: `${BB}/users/get-lan`,
    good: { phone: '9876543210' },
    field: 'phone',
    message: careMessages.identityInvalid,
    missing: [401, careMessages.verifyFirst],
    injection: [401, careMessages.verifyFirst],
  },
  {
    url: `${BB}/users/send-email-otp`,
    good: { email: 'asha.patil@example.com' },
    field: 'email',
    message: careMessages.emailInvalid,
  },
  {
    url: `${BB}/users/verify-email-otp`,
    good: { email: 'a@example.com', phone: null, updated_email: 'b@example.com', otp: '123456' },
    field: 'otp',
    message: careMessages.otp,
  },
  {
    url: `${BB}/request/get-city-state`,
    good: { pincode: '411001' },
    field: 'pincode',
    message: careMessages.pincode,
  },
  {
    url: `${BB}/request/upload-document`,
    good: { method: 'put', key: 'customer/x/letter.pdf' },
    field: 'key',
    message: uploadMessages.uploadFailed,
  },
  {
    url: `${BB}/request/submit-request`,
    good: {
      user_type: 'dealer',
      name: 'Vikas Motors',
      phone: '9000022222',
      request_type_id: 29,
      sub_request_id: 181,
    },
    field: 'user_type',
    message: careMessages.userType,
  },
  {
    url: `${BB}/users/validate-lan`,
    good: { lan: 'TW0000100001', mobileNo: '9876543210', captchaId: 'c', enteredCaptcha: 'ABCDEF' },
    field: 'lan',
    message: mandateMessages.lan,
  },
  {
    url: `${BB}/mandate/initiateMandate`,
    good: { lan: 'TW0000100001' },
    field: 'lan',
    message: mandateMessages.lan,
    injection: [401, mandateMessages.lookupFirst],
  },
  {
    url: `${BB}/payments/create-plan`,
    good: {
      requestId: '20260101120000',
      emiAmount: '4100.00',
      endDate: '20-11-2027',
      loanAmount: '95000.00',
      lan: 'EV0000400001',
      mode: 'upi',
      source: 'BB_WEB_USER',
    },
    field: 'requestId',
    message: mandateMessages.lan,
  },
  {
    url: `${BB}/payments/e-mandate-status`,
    good: { order_id: 'MO1' },
    field: 'order_id',
    message: mandateMessages.orderId,
  },
  {
    url: `${BB}/payments/create-order`,
    good: {
      lan: 'TW0000100001',
      mobileNo: '9876543210',
      amount: '100',
      captchaId: 'c',
      enteredCaptcha: 'ABCDEF',
    },
    field: 'mobileNo',
    message: paymentMessages.mobileNo,
    missing: [400, paymentMessages.mobileNo],
  },
  {
    url: `${BB}/payments/order-status`,
    good: { order_id: 'PO1' },
    field: 'order_id',
    message: paymentMessages.orderId,
  },
  {
    url: `${EQ}/pre-qualification`,
    good: {
      city: 'Pune',
      mobile: '9876543210',
      loanAmount: '85000',
      idType: 'PAN',
      pan: 'ABCPE1234F',
      aadhaar: '234123412346',
      terms: true,
    },
    field: 'mobile',
    message: enquiryMessages.mobileInvalid,
    missing: [400, enquiryMessages.mobileRequired],
  },
  {
    url: `${EQ}/verify-otp`,
    good: { requestId: 'WEB1', otp: '123456', nameAsPerPan: 'Asha Patil' },
    field: 'otp',
    message: enquiryMessages.otpInvalid,
    missing: [400, enquiryMessages.otpRequired],
  },
];

/** Every error answer: `{ success: false, statusCode, message, errorMsg, field? }`, same types. */
function expectOneErrorShape(body: Record<string, unknown>, status: number) {
  expect(body.success).toBe(false);
  expect(body.statusCode).toBe(status);
  expect(typeof body.message).toBe('string');
  expect(body.errorMsg).toBe(body.message);
  if ('field' in body) expect(typeof body.field).toBe('string');
}

describe.each(endpoints)('$url refuses bad input', (endpoint) => {
  const { url, good, field, message, missing, injection } = endpoint;
  const post = (payload: unknown) => postJson(t.app, url, payload);
  const expectAnswer = async (payload: unknown, [status, text]: [number, string]) => {
    const res = await post(payload);
    expect(res.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message: text });
    expectOneErrorShape(res.json(), status);
  };

  it(`a missing ${field}`, async () => {
    await expectAnswer({ ...good, [field]: undefined }, missing ?? [400, message]);
  });

  it(`a ${field} of the wrong type (object, array, boolean)`, async () => {
    for (const value of [{ a: 1 }, ['x'], true]) {
      await expectAnswer({ ...good, [field]: value }, [400, message]);
    }
  });

  it(`an oversize ${field}`, async () => {
    await expectAnswer({ ...good, [field]: '9'.repeat(5000) }, [400, message]);
  });

  it(`SQL and script injection in ${field}`, async () => {
    for (const value of [SQL, SCRIPT]) {
      await expectAnswer({ ...good, [field]: value }, injection ?? [400, message]);
    }
  });

  it('a body that is not an object', async () => {
    const res = await post([good]);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expectOneErrorShape(res.json(), 400);
  });
});

describe('signed provider callbacks refuse bad input before the signature check', () => {
  it.each([`${BB}/payments/callback`, `${BB}/mandate/callback`])('%s', async (url) => {
    for (const payload of [
      {},
      { event_id: { a: 1 }, order_id: 'X', status: 'PAID' },
      { event_id: 'e'.repeat(101), order_id: 'X', status: 'PAID' },
      { event_id: 'e', order_id: 'X', status: SQL },
    ]) {
      const res = await postJson(t.app, url, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });
});

/**
 * The server's own refusals, before any route runs: each in the one error shape, and none of
 * them repeats what the request sent (a marker planted in the URL, a header or the body).
 */
describe("the server's own refusals: one shape, nothing echoed", () => {
  const MARKER = 'zq<script>echo-me</script>';
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes (what no HTTP client library would send) and reads the whole answer. */
  function raw(request: string | Buffer): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      // Written, not half-closed: a client that closes its side early may be dropped unanswered.
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      const stop = setTimeout(() => socket.destroy(), 10_000);
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(stop);
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
        if (!status) reject(new Error(`no answer: ${answer.slice(0, 80)}`));
        else resolve({ status, body });
      });
    });
  }

  const cases: [string, number, string, () => string | Buffer][] = [
    [
      'a path parameter over its length (414)',
      414,
      apiMessages.addressTooLong,
      () =>
        `GET ${BB}/payments/captcha/${encodeURIComponent(MARKER)}${'x'.repeat(400)}/audio HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a request line over the header limit (431)',
      431,
      apiMessages.headersTooLarge,
      () =>
        `GET /api/health?${encodeURIComponent(MARKER)}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`,
    ],
    [
      'headers over the limit (431)',
      431,
      apiMessages.headersTooLarge,
      () =>
        `GET /api/health HTTP/1.1\r\nHost: a\r\nX-Big: ${MARKER}${'b'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a request that is not HTTP (400)',
      400,
      apiMessages.unreadableRequest,
      () => `${MARKER}\r\n\r\n`,
    ],
    [
      'a body over the limit (413)',
      413,
      apiMessages.requestTooLarge,
      () => {
        const body = JSON.stringify({ name: MARKER.repeat(5_000) });
        return `POST ${BB}/users/product-queries HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
      },
    ],
    [
      'a body that is not JSON (400)',
      400,
      apiMessages.invalidJson,
      () => {
        const body = `{"name":"${MARKER}`;
        return `POST ${BB}/users/product-queries HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
      },
    ],
  ];
  it.each(cases)('%s', async (_name, status, message, request) => {
    const answer = await raw(request());
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      statusCode: status,
      error: expect.any(String),
      message,
      errorMsg: message,
    });
    expect(answer.body).not.toContain('echo-me');
    expect(answer.body).not.toContain('xxxxxxxx');
  });
});
