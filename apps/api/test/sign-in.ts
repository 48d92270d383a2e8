import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { cookieHeader, cookieJar, type TestApp } from './helpers.ts';

/* One browser, one outbox read and one OTP clock for every test that signs in. */

/**
 * A browser of its own: keeps its cookies between calls through the app's inject, and sends
 * `defaults` (e.g. a Hindi page's `accept-language`) with each.
 */
export function browser(app: FastifyInstance, defaults: Record<string, string> = {}) {
  let jar: Record<string, string> = {};
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { cookie: cookieHeader(jar), ...defaults, ...headers },
    });
    jar = cookieJar(jar, res.headers['set-cookie']);
    return res;
  };
  return {
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    form: (url: string, form: string) =>
      call('POST', url, form, { 'content-type': 'application/x-www-form-urlencoded' }),
    get: (url: string) => call('GET', url),
    put: (url: string, data: Buffer) => call('PUT', url, data),
    jar: () => jar,
    cookie: () => cookieHeader(jar),
    setJar: (next: Record<string, string>) => {
      jar = next;
    },
  };
}

/** The latest code the development outbox holds for `to` on the channel. */
export async function lastCode(app: FastifyInstance, to: string, channel = 'sms'): Promise<string> {
  await app.ctx.services.otp.delivered();
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}&channel=${channel}`,
  });
  return res.json().messages[0]?.code;
}

/** As if the number's sends were `seconds` earlier (its code expires with them). */
export async function ageOtps(db: TestApp['db'], destination: string, seconds: number) {
  await db
    .updateTable('otp_destinations')
    .set({
      expires_at: sql`expires_at - make_interval(secs => ${seconds}::int)`,
      last_code_at: sql`last_code_at - make_interval(secs => ${seconds}::int)`,
      sent_at: sql`array(select s - make_interval(secs => ${seconds}::int) from unnest(sent_at) as s)`,
    })
    .where('destination', '=', destination)
    .execute();
}
