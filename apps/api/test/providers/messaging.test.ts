import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/index.ts';
import { smtpEmail } from '../../src/providers/email-smtp.ts';
import { otpText } from '../../src/providers/messaging.ts';
import { exotelSms } from '../../src/providers/sms-exotel.ts';
import {
  openTestDatabase,
  PRODUCTION_SECRETS,
  solveChallengesFor,
  TEST_CHALLENGE,
} from '../helpers.ts';

/**
 * A local fake of Exotel's SMS API that checks what its documentation asks for
 * (developer.exotel.com, "Send SMS"): basic auth with the API key and token, the account's path,
 * a form with From, To, Body, DltEntityId, DltTemplateId and SmsType; it answers as Exotel does.
 */
async function fakeExotel() {
  const received: Record<string, string>[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const auth = Buffer.from(
        (req.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      ).toString();
      const form = Object.fromEntries(new URLSearchParams(body));
      const problems = [
        req.method !== 'POST' && 'method',
        req.url !== '/v1/Accounts/acme1/Sms/send.json' && `path ${req.url}`,
        auth !== 'key1:token1' && 'auth',
        !req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
          'content-type',
        ...['From', 'To', 'Body', 'DltEntityId', 'DltTemplateId'].map(
          (field) => !form[field] && `missing ${field}`,
        ),
        form.To && !/^\+91[6-9][0-9]{9}$/.test(form.To) && 'To not E.164',
      ].filter(Boolean);
      if (problems.length > 0) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ RestException: { Status: 400, Message: problems.join('; ') } }));
        return;
      }
      received.push(form);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          SMSMessage: { Sid: `sms${received.length}`, To: form.To, Status: 'queued' },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

/** A real SMTP server (the smtp-server package) that keeps what it receives. */
async function smtpSink() {
  const mails: { from: string; to: string[]; raw: string; user?: string }[] = [];
  const server = new SMTPServer({
    hideSTARTTLS: true,
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret')
        callback(null, { user: 'mailer' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          user: String(session.user ?? ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('SMS through Exotel, with the DLT fields', () => {
  it('sends the form Exotel documents; refuses a message without its template; says when the gateway fails', async () => {
    const fake = await fakeExotel();
    try {
      const sms = exotelSms({
        baseUrl: fake.url,
        accountSid: 'acme1',
        apiKey: 'key1',
        apiToken: 'token1',
        sender: 'RIDEON',
        entityId: '1101000000000001',
        templates: {
          otp: '1107000000000001',
          'payment-received': '1107000000000002',
          'ticket-raised': '1107000000000004',
          'ticket-status': '1107000000000003',
        },
        hindiTemplates: {
          otp: '1107000000000011',
          'payment-received': '1107000000000012',
          'ticket-raised': '1107000000000014',
          'ticket-status': '1107000000000013',
        },
      });
      await sms.send({
        channel: 'sms',
        destination: '9876543210',
        subject: 'OTP',
        body: otpText('123456 is your OTP.', 'rideon.example', '123456'),
        template: 'otp',
      });
      expect(fake.received[0]).toEqual({
        From: 'RIDEON',
        To: '+919876543210',
        Body: '123456 is your OTP.\n\n@rideon.example #123456',
        DltEntityId: '1101000000000001',
        DltTemplateId: '1107000000000001',
        SmsType: 'transactional',
      });
      await sms.send({
        channel: 'sms',
        destination: '9876543210',
        subject: 'OTP',
        body: '123456 आपका OTP है।',
        template: 'otp',
        language: 'hi',
      });
      expect(fake.received[1]?.DltTemplateId).toBe('1107000000000011');
      await expect(
        sms.send({ channel: 'sms', destination: '9876543210', subject: 's', body: 'b' }),
      ).rejects.toThrow('DLT template');
      const wrong = exotelSms({
        baseUrl: fake.url,
        accountSid: 'acme1',
        apiKey: 'key1',
        apiToken: 'wrong',
        sender: 'RIDEON',
        entityId: '1',
        templates: {
          otp: '1',
          'payment-received': '2',
          'ticket-raised': '4',
          'ticket-status': '3',
        },
        hindiTemplates: {
          otp: '11',
          'payment-received': '12',
          'ticket-raised': '14',
          'ticket-status': '13',
        },
      });
      await expect(
        wrong.send({
          channel: 'sms',
          destination: '9876543210',
          subject: 's',
          body: 'b',
          template: 'otp',
        }),
      ).rejects.toThrow('SMS gateway answered 400');
    } finally {
      fake.close();
    }
  });
});

describe('e-mail by SMTP', () => {
  it('delivers to a real SMTP server with authentication', async () => {
    const sink = await smtpSink();
    const email = smtpEmail({
      url: `smtp://mailer:s3cret@127.0.0.1:${sink.port}`,
      from: 'RideOn <care@rideon.example>',
    });
    try {
      await email.send({
        channel: 'email',
        destination: 'asha.patil@example.com',
        subject: 'Your OTP for your e-mail address',
        body: '654321 is your OTP.',
        template: 'otp',
      });
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]).toMatchObject({
        from: 'care@rideon.example',
        to: ['asha.patil@example.com'],
        user: 'mailer',
      });
      expect(sink.mails[0]?.raw).toContain('Subject: Your OTP for your e-mail address');
      expect(sink.mails[0]?.raw).toContain('654321 is your OTP.');
    } finally {
      email.close();
      await sink.close();
    }
  });
});

describe('the API on real messaging', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('production starts without the messaging sandbox; an OTP goes out by SMS with its DLT template in the WebOTP form, and no log line holds it', async () => {
    const fake = await fakeExotel();
    const sink = await smtpSink();
    const lines: string[] = [];
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: '/tmp/api-messaging-test',
      SEED: 'false',
      ALLOW_SANDBOX_PROVIDERS: 'payments,mandates,lender,service-desk,lms',
      SMS_PROVIDER: 'exotel',
      EXOTEL_BASE_URL: fake.url,
      EXOTEL_ACCOUNT_SID: 'acme1',
      EXOTEL_API_KEY: 'key1',
      EXOTEL_API_TOKEN: 'token1',
      SMS_SENDER: 'RIDEON',
      SMS_DLT_ENTITY_ID: '1101000000000001',
      SMS_DLT_TEMPLATE_OTP: '1107000000000001',
      SMS_DLT_TEMPLATE_PAYMENT_RECEIVED: '1107000000000002',
      SMS_DLT_TEMPLATE_TICKET_RAISED: '1107000000000004',
      SMS_DLT_TEMPLATE_TICKET_STATUS: '1107000000000003',
      SMS_DLT_TEMPLATE_OTP_HI: '1107000000000011',
      SMS_DLT_TEMPLATE_PAYMENT_RECEIVED_HI: '1107000000000012',
      SMS_DLT_TEMPLATE_TICKET_RAISED_HI: '1107000000000014',
      SMS_DLT_TEMPLATE_TICKET_STATUS_HI: '1107000000000013',
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${sink.port}`,
      MAIL_FROM: 'care@rideon.example',
      WEBOTP_DOMAIN: 'rideon.example',
      ...TEST_CHALLENGE,
      ...PRODUCTION_SECRETS,
    };
    const config = loadConfig(env);
    expect(config.sandboxProviders).toEqual([
      'payments',
      'mandates',
      'lender',
      'service-desk',
      'lms',
    ]);
    expect(() => loadConfig({ ...env, SMTP_URL: '' })).toThrow(/together, or neither/);
    expect(() => loadConfig({ ...env, SMS_DLT_TEMPLATE_OTP: '' })).toThrow(
      /need: SMS_DLT_TEMPLATE_OTP/,
    );
    // Each Hindi SMS has its own template, checked at start-up like the English ones.
    expect(() => loadConfig({ ...env, SMS_DLT_TEMPLATE_TICKET_RAISED_HI: '' })).toThrow(
      /need: SMS_DLT_TEMPLATE_TICKET_RAISED_HI/,
    );
    const app = await buildApp(config, {
      database,
      logStream: { write: (line) => lines.push(line) },
    });
    solveChallengesFor(app);
    try {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/v1/bb/users/send-otp',
        payload: { phone: '9988776655' },
      });
      expect(sent.statusCode).toBe(200);
      // The SMS goes after the answer (its time must not tell a borrower's number).
      await app.ctx.services.otp.delivered();
      const sms = fake.received.at(-1);
      const code = /^([0-9]{6}) is your OTP/.exec(sms?.Body ?? '')?.[1] ?? '';
      expect(code).toMatch(/^[0-9]{6}$/);
      expect(sms?.Body?.endsWith(`\n\n@rideon.example #${code}`)).toBe(true);
      expect(sms?.DltTemplateId).toBe('1107000000000001');
      expect(lines.join('')).not.toContain(code);
      // A Hindi journey's OTP: Hindi text, the Hindi template, the same WebOTP line.
      const hindi = await app.inject({
        method: 'POST',
        url: '/api/v1/bb/users/send-otp',
        headers: { 'accept-language': 'hi' },
        payload: { phone: '9012345678' },
      });
      expect(hindi.statusCode).toBe(200);
      await app.ctx.services.otp.delivered();
      const hindiSms = fake.received.at(-1);
      const hindiCode = /^([0-9]{6}) /.exec(hindiSms?.Body ?? '')?.[1] ?? '';
      expect(hindiSms?.Body).toContain('के लिए आपका OTP है');
      expect(hindiSms?.Body?.endsWith(`\n\n@rideon.example #${hindiCode}`)).toBe(true);
      expect(hindiSms?.DltTemplateId).toBe('1107000000000011');
      // Nothing reaches a development outbox in production.
      expect(
        (await app.inject({ method: 'GET', url: '/api/dev/outbox?to=9988776655' })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
      fake.close();
      await sink.close();
    }
  });
});
