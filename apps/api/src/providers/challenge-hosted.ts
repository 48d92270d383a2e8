import type { FastifyBaseLogger } from 'fastify';
import type { ChallengeProvider } from './challenge.ts';
import type { ChallengeConfig } from './challenge-config.ts';

type HostedConfig = Extract<ChallengeConfig, { provider: 'turnstile' | 'hcaptcha' }>;

/** The longest token either provider issues, with room to spare; longer is not sent on. */
const MAX_TOKEN_LENGTH = 4096;

/**
 * Cloudflare Turnstile or hCaptcha: the browser's widget hands it a token, and the provider's
 * siteverify says whether it is good. Both answer `{ success: boolean, … }` to the same form
 * post, and both refuse a token used before, so replay is theirs to refuse.
 */
export function hostedChallenge(config: HostedConfig, log: FastifyBaseLogger): ChallengeProvider {
  return {
    async issue() {
      return { provider: config.provider, siteKey: config.siteKey };
    },
    async verify(token, remoteIp) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return false;
      try {
        const res = await fetch(config.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            secret: config.secret,
            response: token,
            remoteip: remoteIp,
            sitekey: config.siteKey,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) {
          log.warn({ status: res.status }, `${config.provider} siteverify answered ${res.status}`);
          await res.body?.cancel();
          return false;
        }
        const answer = (await res.json()) as { success?: unknown };
        return answer.success === true;
      } catch (error) {
        // Unreachable or slow: the request is refused (it can be sent again), never let through.
        log.warn({ err: error }, `${config.provider} siteverify failed`);
        return false;
      }
    },
  };
}
