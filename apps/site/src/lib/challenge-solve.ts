import type { ProofOfWorkChallenge } from '@company/forms/contracts';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** The proof-of-work's counter and key (altcha-lib, Web Crypto's SHA-256), or null. */
export async function solve(
  challenge: ProofOfWorkChallenge,
): Promise<{ counter: number; derivedKey: string } | null> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  return solution && { counter: solution.counter, derivedKey: solution.derivedKey };
}
