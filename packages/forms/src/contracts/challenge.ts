import { endpoint, type WithData } from './endpoint.ts';

/** The request header that carries a solved challenge (or a hosted provider's token). */
export const challengeHeader = 'X-Challenge';

/**
 * An ALTCHA proof-of-work challenge (altcha-lib's v2 `Challenge`): find the counter whose
 * SHA-256 of `salt + nonce + counter` starts with `keyPrefix`. Signed by the API; expires.
 */
export interface ProofOfWorkChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature?: string;
}

/**
 * What the browser does before a challenged call: solve the proof-of-work, or show the hosted
 * provider's widget (Cloudflare Turnstile or hCaptcha) with the site key; either way the result
 * goes in the `X-Challenge` header. Single use.
 */
export type ChallengeAnswer = WithData<
  | { provider: 'altcha'; challenge: ProofOfWorkChallenge }
  | { provider: 'turnstile' | 'hcaptcha'; siteKey: string }
>;

export const challengeEndpoint = /* @__PURE__ */ endpoint<void, ChallengeAnswer>(
  'GET',
  '/api/v1/bb/challenge',
);

/** The `X-Challenge` value of a solved proof-of-work: base64 of `{ challenge, solution }`. */
export function proofOfWorkHeader(
  challenge: ProofOfWorkChallenge,
  solution: { counter: number; derivedKey: string },
): string {
  return btoa(JSON.stringify({ challenge, solution }));
}
