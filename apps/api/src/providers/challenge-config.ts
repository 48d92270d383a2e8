/** Which challenge a challenged route asks for (CHALLENGE_PROVIDER), checked once at start-up. */
export type ChallengeConfig =
  | {
      provider: 'altcha';
      /** The proof-of-work's counter is drawn from 0 … maxNumber: the work a solve costs. */
      maxNumber: number;
      /** How long a challenge can be solved and used, in seconds. */
      expirySeconds: number;
    }
  | {
      provider: 'turnstile' | 'hcaptcha';
      siteKey: string;
      secret: string;
      /** The provider's siteverify URL (a local fake in the tests). */
      verifyUrl: string;
    };

/** The hosted providers' server-side check, as their documentation gives it. */
export const siteverifyUrls = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

/**
 * The default work: half of it (the mean counter) is some 50,000 SHA-256 tries, a fraction of a
 * second in a browser's worker and as much CPU per request for a script; `bench/challenge.ts`
 * measures it on a machine.
 */
export const DEFAULT_MAX_NUMBER = 100_000;

export function challengeEnv(env: Record<string, string | undefined>): ChallengeConfig {
  const provider = env.CHALLENGE_PROVIDER || 'altcha';
  if (provider === 'altcha') {
    const raw = env.CHALLENGE_MAX_NUMBER;
    const maxNumber = raw ? Number(raw) : DEFAULT_MAX_NUMBER;
    if (!Number.isInteger(maxNumber) || maxNumber < 1 || maxNumber > 100_000_000) {
      throw new Error(
        `CHALLENGE_MAX_NUMBER must be a whole number from 1 to 100000000, got "${raw}"`,
      );
    }
    return { provider, maxNumber, expirySeconds: 300 };
  }
  if (provider !== 'turnstile' && provider !== 'hcaptcha') {
    throw new Error(`CHALLENGE_PROVIDER must be altcha, turnstile or hcaptcha, got "${provider}"`);
  }
  const missing = ['CHALLENGE_SITE_KEY', 'CHALLENGE_SECRET'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(`CHALLENGE_PROVIDER=${provider} needs: ${missing.join(', ')}`);
  }
  const verifyUrl = env.CHALLENGE_VERIFY_URL || siteverifyUrls[provider];
  if (!/^https?:\/\//.test(verifyUrl))
    throw new Error('CHALLENGE_VERIFY_URL must be an http(s) URL');
  return {
    provider,
    siteKey: env.CHALLENGE_SITE_KEY as string,
    secret: env.CHALLENGE_SECRET as string,
    verifyUrl,
  };
}
