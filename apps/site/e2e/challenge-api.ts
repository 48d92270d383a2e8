import {
  type ChallengeAnswer,
  challengeEndpoint,
  challengeHeader,
  proofOfWorkHeader,
} from '@company/forms/contracts';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * The `X-Challenge` header for a call the test makes itself (plain `fetch` in the test process)
 * to a challenged route: a challenge from the server, solved as the site's worker solves it.
 */
export async function challengeHeaders(base: string): Promise<Record<string, string>> {
  const answer = (await (
    await fetch(`${base}${challengeEndpoint.path}`)
  ).json()) as ChallengeAnswer;
  if (answer.data.provider !== 'altcha') throw new Error('the e2e server runs the proof-of-work');
  const challenge = answer.data.challenge;
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { [challengeHeader]: proofOfWorkHeader(challenge, solution) };
}
