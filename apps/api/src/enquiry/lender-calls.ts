import type { FastifyRequest } from 'fastify';
import { aesDecrypt } from '../lib/crypto.ts';
import { LenderError, type LenderReply } from '../providers/lender.ts';

export const DEFAULT_CHANNEL_TYPE = 4;

/** The channel type carried encrypted in `/enquiry?id=…`; anything that does not decrypt is 4. */
export function channelTypeOf(key: string, id: string | undefined | null): number {
  if (!id) return DEFAULT_CHANNEL_TYPE;
  const plain = aesDecrypt(key, id);
  const n = plain === null ? Number.NaN : Number(plain);
  return Number.isInteger(n) && n >= 1 && n <= 99 ? n : DEFAULT_CHANNEL_TYPE;
}

/**
 * The lender system's reply with its message object, or null (logged) when the lender system could
 * not be reached or refused the call; any other error is a bug and goes on.
 */
export async function askLender(
  request: FastifyRequest,
  what: string,
  call: () => Promise<LenderReply>,
): Promise<{ result: LenderReply; msg: Record<string, unknown> } | null> {
  try {
    const result = await call();
    return { result, msg: typeof result.message === 'object' ? result.message : {} };
  } catch (err) {
    if (!(err instanceof LenderError)) throw err;
    request.log.warn({ err: err.message }, `lender ${what} failed`);
    return null;
  }
}

/** yyyyMMddHHmmss in India time (UTC+5:30), as the spec's timestamp helper. */
export function istStamp(date = new Date()): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().replace(/\D/g, '').slice(0, 14);
}
