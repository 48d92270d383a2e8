/**
 * What the proof-of-work costs (not part of the test suite), to choose CHALLENGE_MAX_NUMBER:
 *
 *   node apps/api/bench/challenge.ts [maxNumber …]     # default: 20000 50000 100000 200000
 *
 * For each difficulty, BENCH_SOLVES (default 20) challenges issued as the API issues them
 * (challenge/proof-of-work.ts), solved three ways: altcha-lib in Node (what the API's tests and
 * a plain script do), Chromium's Web Crypto one try at a time (the site's worker: altcha-lib's
 * web SHA-256 runs the same digest per try), and a script's tight synchronous loop over
 * node:crypto (the cheapest way a bot would search). Prints the median solve in ms, and what
 * 1,000 requests cost a script in CPU seconds, with the machine's load.
 */
import http from 'node:http';
import os from 'node:os';
import { chromiumLaunchOptions } from '@company/testing/chromium';
import { loadAverages } from '@company/testing/machine-load';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { chromium } from 'playwright-core';
import { proofOfWork } from '../src/challenge/proof-of-work.ts';

const difficulties = process.argv.slice(2).map(Number);
const solves = Number(process.env.BENCH_SOLVES ?? 20);
const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A tight loop: SHA-256(salt ‖ nonce ‖ counter) until the prefix matches (what a script would do). */
async function tightLoop(challenge: Challenge): Promise<number> {
  const { createHash } = await import('node:crypto');
  const { salt, nonce, keyPrefix } = challenge.parameters;
  const password = Buffer.alloc(nonce.length / 2 + 4);
  Buffer.from(nonce, 'hex').copy(password);
  const saltBytes = Buffer.from(salt, 'hex');
  const prefix = Buffer.from(keyPrefix, 'hex');
  for (let counter = 0; ; counter++) {
    password.writeUInt32BE(counter, password.length - 4);
    const key = createHash('sha256').update(saltBytes).update(password).digest();
    if (key.subarray(0, prefix.length).equals(prefix)) return counter;
  }
}

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage();
// Web Crypto needs a secure context: an empty page from loopback (http://localhost is one).
const server = http.createServer((_req, res) => res.end('<!doctype html><title>bench</title>'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
await page.goto(`http://localhost:${port}/`);

console.info(`load before: ${loadAverages()} (${os.cpus().length} cores)`);
for (const maxNumber of difficulties.length > 0
  ? difficulties
  : [20_000, 50_000, 100_000, 200_000]) {
  const issuer = proofOfWork(
    undefined as never,
    { provider: 'altcha', maxNumber, expirySeconds: 300 },
    'bench-signing-key',
  );
  const node: number[] = [];
  const browserMs: number[] = [];
  const tight: number[] = [];
  for (let i = 0; i < solves; i++) {
    const data = await issuer.issue();
    if (data.provider !== 'altcha') throw new Error('expected the proof-of-work');
    const challenge = data.challenge as Challenge;
    let t = performance.now();
    await solveChallenge({ challenge, deriveKey });
    node.push(performance.now() - t);
    t = performance.now();
    await tightLoop(challenge);
    tight.push(performance.now() - t);
    browserMs.push(
      await page.evaluate(async ({ salt, nonce, keyPrefix }) => {
        const hex = (s: string) =>
          Uint8Array.from(s.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
        const saltBytes = hex(salt);
        const nonceBytes = hex(nonce);
        const prefix = hex(keyPrefix);
        const start = performance.now();
        for (let counter = 0; ; counter++) {
          const data = new Uint8Array(saltBytes.length + nonceBytes.length + 4);
          data.set(saltBytes);
          data.set(nonceBytes, saltBytes.length);
          new DataView(data.buffer).setUint32(data.length - 4, counter);
          const key = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
          if (prefix.every((b, i) => key[i] === b)) return performance.now() - start;
        }
      }, challenge.parameters),
    );
  }
  const perThousand = (median(tight) * 1000) / 1000;
  console.info(
    `CHALLENGE_MAX_NUMBER=${maxNumber}: median solve ${median(node).toFixed(0)} ms in Node (altcha-lib), ${median(browserMs).toFixed(0)} ms in Chromium (Web Crypto), ${median(tight).toFixed(1)} ms in a tight node:crypto loop = ${perThousand.toFixed(1)} CPU s per 1,000 requests for a script`,
  );
}
console.info(`load after: ${loadAverages()}`);
await browser.close();
server.close();
