import { readBack } from './leads-api.ts';

/**
 * The API's development outbox (`/api/dev/outbox`, absent in production): every SMS, e-mail and
 * captcha answer it would have sent, so a test completes a journey without a phone. Pass
 * `baseURL()` from `./browser.ts`.
 */

export type OutboxChannel = 'sms' | 'email' | 'captcha';

export interface OutboxMessage {
  /** The code the message carries (an OTP, a captcha's answer). */
  code: string;
  body: string;
}

/** The messages the outbox holds for a number, an address or a captcha id, newest first. */
export async function outbox(
  baseURL: string,
  to: string,
  channel: OutboxChannel = 'sms',
): Promise<OutboxMessage[]> {
  return (
    await readBack<{ messages: OutboxMessage[] }>(baseURL, '/api/dev/outbox', { to, channel })
  ).messages;
}

/** The newest code the development outbox holds for a number or address. */
export async function latestCode(
  baseURL: string,
  to: string,
  channel: OutboxChannel = 'sms',
): Promise<string> {
  const messages = await outbox(baseURL, to, channel);
  const code = messages[0]?.code;
  if (!code)
    throw new Error(
      `no ${channel} code for ${to} in the outbox; newest first: ${JSON.stringify(messages.slice(0, 8).map((m) => m.body))}`,
    );
  return code;
}
