import { otpMessages, trackRequestMessages } from '@company/forms/contracts';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../app-for-file.ts';
import { ageOtps, client, codesTo, lastCode, outboxTo, raiseTicket, TRACK } from './helpers.ts';

const t = appForFile();

describe('track a request: the OTP', () => {
  it('answers the same for a matching pair, a wrong mobile and an unknown ticket; only the match is texted', async () => {
    const phone = '9000011111';
    const stranger = '9000022222';
    const ticket = await raiseTicket(t, phone);
    const c = client(t);
    const send = (body: object) => c.post(`${TRACK}/send-otp`, body);

    const match = await send({ ticket, mobile: phone });
    const wrongMobile = await send({ ticket, mobile: stranger });
    const unknown = await send({ ticket: 'SR26010100000000', mobile: stranger });
    for (const res of [match, wrongMobile, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: trackRequestMessages.otpSent });
    }
    const toPhone = await codesTo(t, phone);
    expect(toPhone).toHaveLength(1);
    expect(toPhone[0]?.body).toContain(ticket);
    expect(await outboxTo(t, stranger)).toHaveLength(0);

    // The time does not tell either: the same statement runs for every pair (medians printed).
    const times = { match: [] as number[], mismatch: [] as number[] };
    for (let i = 0; i < 15; i++) {
      for (const [kind, mobile] of [
        ['match', phone],
        ['mismatch', stranger],
      ] as const) {
        const start = performance.now();
        await send({ ticket, mobile });
        times[kind].push(performance.now() - start);
      }
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    console.info(
      `track send-otp median: matching pair ${median(times.match).toFixed(1)} ms, wrong mobile ${median(times.mismatch).toFixed(1)} ms`,
    );
  });

  it('refuses what is no ticket number or mobile, in the one error shape with the field', async () => {
    const c = client(t);
    const bad = await c.post(`${TRACK}/send-otp`, { ticket: 'SR1', mobile: '9000011111' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      statusCode: 400,
      message: trackRequestMessages.ticketInvalid,
      errorMsg: trackRequestMessages.ticketInvalid,
      field: 'ticket',
    });
    const mobile = await c.post(`${TRACK}/send-otp`, { ticket: 'SR26010100000000', mobile: '12' });
    expect(mobile.json()).toMatchObject({
      field: 'mobile',
      message: trackRequestMessages.mobileInvalid,
    });
    const missing = await c.post(`${TRACK}/send-otp`, { mobile: '9000011111' });
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      message: trackRequestMessages.ticketRequired,
    });
  });

  it('texts again only after 59 s and 5 times an hour, answering every send the same', async () => {
    const phone = '9000033333';
    const ticket = await raiseTicket(t, phone);
    const c = client(t);
    const send = () => c.post(`${TRACK}/send-otp`, { ticket, mobile: phone });
    expect((await send()).statusCode).toBe(200);
    const early = await send();
    expect(early.json().message).toBe(trackRequestMessages.otpSent);
    expect(await codesTo(t, phone)).toHaveLength(1);
    for (let i = 0; i < 4; i++) {
      await ageOtps(t, phone, 60);
      expect((await send()).statusCode).toBe(200);
    }
    expect(await codesTo(t, phone)).toHaveLength(5);
    await ageOtps(t, phone, 60);
    expect((await send()).json().message).toBe(trackRequestMessages.otpSent);
    expect(await codesTo(t, phone)).toHaveLength(5);
  });

  it('a code verifies only with the ticket and mobile it was sent for; 5 wrong tries burn it', async () => {
    const phone = '9000044444';
    const ticket = await raiseTicket(t, phone);
    const other = await raiseTicket(t, '9000055555');
    const c = client(t);
    await c.post(`${TRACK}/send-otp`, { ticket, mobile: phone });
    const otp = (await lastCode(t, phone)) as string;
    const verify = (body: object) => c.post(`${TRACK}/verify-otp`, body);

    // The right code with another ticket, or with another mobile: the wrong-code answer.
    for (const body of [
      { ticket: other, mobile: phone, otp },
      { ticket, mobile: '9000055555', otp },
    ]) {
      const res = await verify(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: otpMessages.invalid, field: 'otp' });
    }
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await verify({ ticket, mobile: phone, otp: wrong })).json().message).toBe(
        otpMessages.invalid,
      );
    }
    expect((await verify({ ticket, mobile: phone, otp })).statusCode).toBe(400);

    // A new code (allowed at once after a burnt one) verifies, and sets the ticket's cookie.
    await c.post(`${TRACK}/send-otp`, { ticket, mobile: phone });
    const fresh = (await lastCode(t, phone)) as string;
    const ok = await verify({ ticket: ticket.toLowerCase(), mobile: `+91 ${phone}`, otp: fresh });
    expect(ok.statusCode).toBe(200);
    const cookie = String(ok.headers['set-cookie']);
    expect(cookie).toMatch(/^ticket_proof=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=900/);
    // Used once.
    expect((await verify({ ticket, mobile: phone, otp: fresh })).statusCode).toBe(400);
  });
});
