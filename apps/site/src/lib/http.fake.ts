import { challengeEndpoint, challengeHeader } from '@company/forms/contracts';
import { type Challenge, createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { type AxiosAdapter, AxiosError } from 'axios';
import { http } from './http.ts';

/** For tests: the HTTP client's answers without a server. */

const original = http.defaults.adapter;

/** The secret the fake signs its proof-of-work challenges with (to verify them in a test). */
export const fakeChallengeSecret = 'site-test-challenge-secret';

/** Each challenge the fake issued, and the `X-Challenge` header of each call that carried one. */
export const fakeChallenges: { issued: Challenge[]; sent: string[] } = { issued: [], sent: [] };

/** A real, small proof-of-work challenge, as the API issues them. */
async function issueChallenge() {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 40,
    deriveKey,
    expiresAt: new Date(Date.now() + 300_000),
    hmacSignatureSecret: fakeChallengeSecret,
    hmacKeySignatureSecret: fakeChallengeSecret,
  });
  fakeChallenges.issued.push(challenge);
  return { success: true, data: { provider: 'altcha', challenge } };
}

/**
 * Makes every call of the one HTTP client answer `status` with `data`; a challenged call's
 * challenge is issued for real first (and its header kept in `fakeChallenges.sent`).
 */
export function answer(status: number, data: unknown): void {
  http.defaults.adapter = (async (config) => {
    if (config.url === challengeEndpoint.path) {
      return { data: await issueChallenge(), status: 200, statusText: '', headers: {}, config };
    }
    const sent = config.headers?.[challengeHeader];
    if (typeof sent === 'string') fakeChallenges.sent.push(sent);
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, undefined, response);
    return response;
  }) as AxiosAdapter;
}

/** Puts the real adapter back. */
export function restoreHttp(): void {
  http.defaults.adapter = original;
}
