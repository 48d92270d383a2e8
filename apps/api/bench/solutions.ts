import { challengeHeader } from '@company/forms/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type autocannon from 'autocannon';
import { proofOfWork } from '../src/challenge/proof-of-work.ts';
import { loadConfig } from '../src/config.ts';

/**
 * The bench's proof-of-work solutions, made before the run: it measures what the API does with a
 * solution (the signature check and the single-use insert), not the visitor's browser's work.
 * The API under test runs with `CHALLENGE_MAX_NUMBER` at BENCH_CHALLENGE_MAX_NUMBER (default 1,
 * a bench-only setting: each solve is one hash) and the development SIGNING_KEY, so the bench
 * signs its challenges itself, as the API would issue them, instead of asking it for each.
 */
export const benchChallengeMaxNumber = process.env.BENCH_CHALLENGE_MAX_NUMBER ?? '1';

const issuer = proofOfWork(
  undefined as never, // issuing never touches the database
  { provider: 'altcha', maxNumber: Number(benchChallengeMaxNumber), expirySeconds: 3600 },
  loadConfig({ NODE_ENV: 'development' }).secrets.signingKey,
);

const pool: string[] = [];

/** Makes `count` more solved challenges (each usable once). */
export async function prepareSolutions(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const data = await issuer.issue();
    if (data.provider !== 'altcha') throw new Error('the bench needs the proof-of-work');
    const solution = await solveChallenge({ challenge: data.challenge, deriveKey });
    if (!solution) throw new Error('not solved');
    pool.push(
      Buffer.from(JSON.stringify({ challenge: data.challenge, solution })).toString('base64'),
    );
  }
}

/** The request with a solution of its own in the header (none left: sent without, and refused). */
export function withSolution(req: autocannon.Request): autocannon.Request {
  const value = pool.pop();
  return value ? { ...req, headers: { ...req.headers, [challengeHeader]: value } } : req;
}
