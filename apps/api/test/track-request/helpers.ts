import { trackRequestMessages } from '@company/forms/contracts';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from '../helpers.ts';
import { ageOtps as ageTimes, browser } from '../sign-in.ts';

export const BB = '/api/v1/bb';
export const TRACK = `${BB}/service-requests/track`;

/** A browser of its own: a cookie jar across calls. */
export const client = (t: TestApp) => browser(t.app);

let raised = 0;

/** A complaint raised by a non-customer with this mobile (and e-mail): its ticket number. */
export async function raiseTicket(t: TestApp, phone: string, email: string | null = null) {
  raised++;
  const res = await t.app.inject({
    method: 'POST',
    url: `${BB}/request/submit-request`,
    payload: {
      user_type: 'non-customer',
      name: 'Kiran Rao',
      phone,
      email,
      request_type_id: 26,
      // A sub-type of its own each time, so the same open request is never found again.
      sub_request_id: [151, 152, 153][raised % 3],
      query: 'Please call me back',
    },
  });
  expect(res.statusCode).toBe(200);
  const ticket = res.json().data.Ticket as string;
  // The SMS on raising names the ticket and links to the tracking page.
  const [told] = await outboxTo(t, phone);
  expect(told?.body).toBe(
    trackRequestMessages.raisedSms(ticket, `${t.config.publicOrigin}/track-request`),
  );
  // It counts in the number's hourly budget: an hour on, so each test starts with the whole of it.
  await ageOtps(t, phone, 3600);
  return ticket;
}

/** The tracking codes sent to `to`, newest first (not the ticket's other messages). */
export const codesTo = async (t: TestApp, to: string) =>
  (await outboxTo(t, to)).filter((m) => m.body.includes('tracking your request'));

/** The outbox's messages to `to`, newest first. */
export async function outboxTo(t: TestApp, to: string) {
  await t.app.ctx.services.otp.delivered();
  return t.db
    .selectFrom('outbox')
    .select(['channel', 'body', 'subject'])
    .where('destination', '=', to)
    .orderBy('id', 'desc')
    .execute();
}

/** The code in the newest message to `to`. */
export async function lastCode(t: TestApp, to: string): Promise<string | undefined> {
  const [newest] = await outboxTo(t, to);
  return newest ? /\b([0-9]{6})\b/.exec(newest.body)?.[1] : undefined;
}

/** As if the number's sends were `seconds` earlier (its code expires with them). */
export const ageOtps = (t: TestApp, destination: string, seconds: number) =>
  ageTimes(t.db, destination, seconds);

/** As if the ticket was raised `seconds` earlier. */
export async function ageTicket(t: TestApp, ticket: string, seconds: number) {
  await t.db
    .updateTable('service_requests')
    .set({ created_at: sql`created_at - make_interval(secs => ${seconds}::int)` })
    .where('ticket', '=', ticket)
    .execute();
}

/** A browser that verified `ticket` with `phone`'s OTP. */
export async function verifiedFor(t: TestApp, ticket: string, phone: string) {
  const c = client(t);
  await ageOtps(t, phone, 3600);
  expect((await c.post(`${TRACK}/send-otp`, { ticket, mobile: phone })).statusCode).toBe(200);
  const otp = await lastCode(t, phone);
  const res = await c.post(`${TRACK}/verify-otp`, { ticket, mobile: phone, otp });
  expect(res.statusCode).toBe(200);
  return c;
}
