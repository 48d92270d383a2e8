import {
  apiMessages,
  type ChallengeAnswer,
  challengeHeader,
  type ProofOfWorkChallenge,
  proofOfWorkHeader,
} from '@company/forms/contracts';

/** The one HTTP client's result (lib/http.ts, which loads this module: no import back). */
type Result<T> = { ok: true; data: T } | { ok: false; message: string; status: number };
/** The client's GET of the challenge endpoint, handed in by lib/http.ts. */
export type FetchChallenge = () => Promise<Result<ChallengeAnswer>>;

/**
 * The challenge before a challenged call (loaded only by the flows that make one): the API's
 * proof-of-work, solved in a Web Worker, or a hosted provider's token. Nothing is shown to the
 * visitor unless the hosted provider itself asks for an interaction.
 */
interface Ready {
  value: string;
  /** When the API stops accepting it (ms). */
  expiresAt: number;
}

// 403, as the API answers a call without a solution (status 0 means no answer at all).
const failed = { ok: false, message: apiMessages.challengeFailed, status: 403 } as const;
/** A prepared solution older than this is left for a fresh one (it may expire on the way). */
const MARGIN_MS = 30_000;

function solveInWorker(challenge: ProofOfWorkChallenge) {
  if (typeof Worker === 'undefined') {
    return import('./challenge-solve.ts').then(({ solve }) => solve(challenge));
  }
  const worker = new Worker(new URL('./challenge.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<{ counter: number; derivedKey: string } | null>((resolve) => {
    const done = (solution: { counter: number; derivedKey: string } | null) => {
      worker.terminate();
      resolve(solution);
    };
    worker.onmessage = (event) => done(event.data);
    worker.onerror = () => done(null);
    worker.postMessage(challenge);
  });
}

async function fresh(fetchChallenge: FetchChallenge): Promise<Result<Ready>> {
  const issued = await fetchChallenge();
  if (!issued.ok) return issued;
  const data = issued.data.data;
  if (data.provider === 'altcha') {
    const solution = await solveInWorker(data.challenge);
    if (!solution) return failed;
    const expiresAt = (data.challenge.parameters.expiresAt ?? 0) * 1000;
    return { ok: true, data: { value: proofOfWorkHeader(data.challenge, solution), expiresAt } };
  }
  if (data.provider !== 'turnstile' && data.provider !== 'hcaptcha') return failed;
  const { hostedToken } = await import('./challenge-hosted.ts');
  const token = await hostedToken(data.provider, data.siteKey);
  // Both providers' tokens are good for 300 s.
  return token ? { ok: true, data: { value: token, expiresAt: Date.now() + 300_000 } } : failed;
}

let next: Promise<Result<Ready>> | undefined;

/** Starts on the next solution now, so that the form's submit finds it ready. */
export function prepare(fetchChallenge: FetchChallenge): void {
  next ??= fresh(fetchChallenge);
}

/** The header of a solved, unused challenge, or the failure to show. */
export async function challengeHeaders(
  fetchChallenge: FetchChallenge,
): Promise<Result<Record<string, string>>> {
  const prepared = next;
  next = undefined;
  let ready = await (prepared ?? fresh(fetchChallenge));
  // A prepared one that failed (the network at the time) or is about to expire: one fresh try.
  const stale = !ready.ok || ready.data.expiresAt - Date.now() < MARGIN_MS;
  if (stale && (prepared || ready.ok)) ready = await fresh(fetchChallenge);
  if (!ready.ok) return ready;
  return { ok: true, data: { [challengeHeader]: ready.data.value } };
}
