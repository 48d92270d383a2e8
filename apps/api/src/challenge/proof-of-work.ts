import crypto from 'node:crypto';
import type { ProofOfWorkChallenge } from '@company/forms/contracts';
import { createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/index.ts';
import type { ChallengeProvider } from '../providers/challenge.ts';
import type { ChallengeConfig } from '../providers/challenge-config.ts';

type DB = DatabaseHandle['db'];
type AltchaConfig = Extract<ChallengeConfig, { provider: 'altcha' }>;

/** A header longer than any challenge this API signs is not parsed. */
const MAX_HEADER_LENGTH = 2048;

/** A key of its own for each use, derived from SIGNING_KEY, so no other signature can pass here. */
function derivedSecret(signingKey: string, purpose: string): string {
  return crypto.createHmac('sha256', signingKey).update(`challenge:${purpose}`).digest('hex');
}

/** `{ challenge, solution }` from the header, or null when it is not that shape. */
function parseHeader(
  value: string,
): { challenge: ProofOfWorkChallenge; solution: Solution } | null {
  if (value.length > MAX_HEADER_LENGTH) return null;
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    const { challenge, solution } = payload ?? {};
    if (typeof challenge?.signature !== 'string' || typeof challenge.parameters !== 'object') {
      return null;
    }
    if (typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * ALTCHA's proof-of-work (altcha-lib, v2 deterministic mode): the API draws a secret counter up
 * to `maxNumber` and hands out the start of its SHA-256 key; the browser finds the counter by
 * trying them all in turn. Checking costs one HMAC; a solution is accepted once, recorded in
 * `challenge_uses` so that every instance on the database refuses its second use.
 */
export function proofOfWork(db: DB, config: AltchaConfig, signingKey: string): ChallengeProvider {
  const hmacSignatureSecret = derivedSecret(signingKey, 'signature');
  const hmacKeySignatureSecret = derivedSecret(signingKey, 'key');
  return {
    async issue() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(config.maxNumber),
        deriveKey,
        expiresAt: new Date(Date.now() + config.expirySeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { provider: 'altcha', challenge: challenge as ProofOfWorkChallenge };
    },
    async verify(value) {
      const payload = parseHeader(value);
      if (!payload) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      const signature = payload.challenge.signature as string;
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      const first = await db
        .insertInto('challenge_uses')
        .values({ signature, expires_at: expiresAt })
        .onConflict((oc) => oc.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst();
      return first !== undefined;
    },
  };
}

/** Forgets the uses of challenges that have expired (they can no longer pass the check). */
export async function pruneChallengeUses(db: DB): Promise<void> {
  await db.deleteFrom('challenge_uses').where('expires_at', '<', sql<Date>`now()`).execute();
}
