import type { FastifyInstance } from 'fastify';
import type { Secrets } from '../config.ts';
import { hmacHex } from '../lib/crypto.ts';

export interface TransportResponse {
  status: number;
  json(): Promise<unknown>;
}
export type Transport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<TransportResponse>;

/** Sends the lender client's HTTP requests to the in-process sandbox (no port needed). */
export function injectTransport(app: FastifyInstance, prefix: string): Transport {
  return async (url, init) => {
    const res = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: `${prefix}${url}`,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    return { status: res.statusCode, json: async () => res.json() };
  };
}

export interface LenderReply {
  success: boolean;
  statusCode: string;
  message: Record<string, unknown> | string;
  errorMsg: string;
}

export interface LenderClient {
  preQualify(request: Record<string, unknown>): Promise<LenderReply>;
  verifyOtp(request: Record<string, unknown>): Promise<LenderReply>;
}

export class LenderError extends Error {}

/** The JSON body of a lender answer; anything else (a proxy's HTML error page) is unavailability. */
async function jsonOf(res: TransportResponse): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    throw new LenderError(`lender system answered ${res.status} without JSON`);
  }
}

/**
 * HTTP client of the lender system: obtains a bearer token with the service credentials, then
 * signs every call with HMAC-SHA256 of timestamp + body (headers `timestamp`, `signature`).
 */
export function lenderClient(rawTransport: Transport, secrets: Secrets): LenderClient {
  /** A call that failed on the way (refused, reset, timed out) is the lender being unavailable. */
  const transport: Transport = async (url, init) => {
    try {
      return await rawTransport(url, init);
    } catch (err) {
      throw new LenderError(`lender system unreachable: ${(err as Error).message}`);
    }
  };
  let token: { value: string; expiresAt: number } | undefined;

  async function getToken(force = false): Promise<string> {
    if (!force && token && token.expiresAt > Date.now() + 5_000) return token.value;
    const res = await transport('/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'client-secret': secrets.lenderClientSecret },
      body: JSON.stringify({
        userid: secrets.lenderUserId,
        password: secrets.lenderPassword,
        clientid: secrets.lenderClientId,
      }),
    });
    const data = (await jsonOf(res)) as { Success?: boolean; token?: string; expiresIn?: number };
    if (res.status !== 200 || !data.Success || !data.token) {
      throw new LenderError(`lender token request failed (${res.status})`);
    }
    token = { value: data.token, expiresAt: Date.now() + (data.expiresIn ?? 300) * 1000 };
    return token.value;
  }

  async function call(path: string, payload: Record<string, unknown>): Promise<LenderReply> {
    const body = JSON.stringify(payload);
    for (let attempt = 0; attempt < 2; attempt++) {
      const bearer = await getToken(attempt > 0);
      const timestamp = Date.now().toString();
      const res = await transport(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${bearer}`,
          timestamp,
          signature: hmacHex(secrets.lenderHmacSecret, timestamp + body),
        },
        body,
      });
      if (res.status === 401 && attempt === 0) continue;
      const data = (await jsonOf(res)) as Partial<LenderReply> | null;
      if (res.status >= 500 || typeof data !== 'object' || data === null) {
        throw new LenderError(`lender system answered ${res.status}`);
      }
      return {
        success: Boolean(data.success),
        statusCode: String(data.statusCode ?? ''),
        message: data.message ?? '',
        errorMsg: String(data.errorMsg ?? ''),
      };
    }
    throw new LenderError('lender system refused the token');
  }

  return {
    preQualify: (request) => call('/pre-qualification', request),
    verifyOtp: (request) => call('/verify-otp', request),
  };
}
