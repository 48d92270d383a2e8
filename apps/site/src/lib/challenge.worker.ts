/// <reference lib="webworker" />
import type { ProofOfWorkChallenge } from '@company/forms/contracts';
import { solve } from './challenge-solve.ts';

// The proof-of-work off the main thread: a page stays responsive however long the search runs.
self.onmessage = async (event: MessageEvent<ProofOfWorkChallenge>) => {
  self.postMessage(await solve(event.data).catch(() => null));
};
