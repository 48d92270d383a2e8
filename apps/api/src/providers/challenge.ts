import type { ChallengeAnswer } from '@company/forms/contracts';

/**
 * The challenge a challenged route asks for, whoever sets it: the API's own proof-of-work
 * (challenge/proof-of-work.ts) or a hosted one (providers/challenge-hosted.ts).
 */
export interface ChallengeProvider {
  /** What `GET /api/v1/bb/challenge` answers: a challenge to solve, or the widget's site key. */
  issue(): Promise<ChallengeAnswer['data']>;
  /** True only for a valid, unexpired solution (or token) that was never accepted before. */
  verify(headerValue: string, remoteIp: string): Promise<boolean>;
}
