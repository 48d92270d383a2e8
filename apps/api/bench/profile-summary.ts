/**
 * Where a CPU profile's time went, by package or source folder (self time):
 *   node apps/api/bench/profile-summary.ts /tmp/prof/CPU.….cpuprofile
 * Written by `BENCH_PROFILE=<dir> node apps/api/bench/leads.ts` (the API under node --cpu-prof).
 * Idle time is left out, so the shares are of the time the process was working.
 *
 * Per request, over the steady part of the run only (start-up and warm-up left out):
 *   node apps/api/bench/profile-summary.ts <file> --seconds 5-12 --requests-per-second 2127
 * prints microseconds of the server's thread per request, by package, idle included, from the
 * profile's seconds 5 to 12 and the rate the bench printed for that run.
 */
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, ...options] = process.argv.slice(2);
if (!file) {
  throw new Error(
    'usage: profile-summary.ts <file.cpuprofile> [--seconds FROM-TO --requests-per-second N]',
  );
}
const option = (name: string) => {
  const at = options.indexOf(name);
  return at >= 0 ? options[at + 1] : undefined;
};
const steady = option('--seconds')?.split('-').map(Number);
const rate = Number(option('--requests-per-second') ?? 0);
if (steady && (steady.length !== 2 || steady.some(Number.isNaN) || !(rate > 0))) {
  throw new Error('--seconds FROM-TO needs --requests-per-second N (the rate the bench printed)');
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** A node's bucket: a package (`fastify`, `@electric-sql/pglite`), an API folder or V8's own. */
function bucket(node: Node): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName}`;
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  const own = /\/(apps\/api\/src\/[^/]+|packages\/[^/]+)\//.exec(url);
  if (own) return own[1] as string;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  return url;
}

const totals = new Map<string, number>();
let working = 0;
let elapsed = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const delta = profile.timeDeltas[i] ?? 0;
  elapsed += delta;
  if (!node) return;
  if (steady) {
    const [from = 0, to = 0] = steady;
    if (elapsed < from * 1e6 || elapsed >= to * 1e6) return;
  } else if (node.callFrame.functionName === '(idle)') return;
  working += delta;
  const key = bucket(node);
  totals.set(key, (totals.get(key) ?? 0) + delta);
});
const ranked = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25);
if (steady) {
  const [from = 0, to = 0] = steady;
  const perRequest = (micros: number) => micros / (to - from) / rate;
  console.info(
    `seconds ${from}–${to} at ${rate} requests/s: ${perRequest(working).toFixed(1)} µs of this thread per request (idle included)`,
  );
  for (const [key, micros] of ranked) {
    console.info(`  ${perRequest(micros).toFixed(1).padStart(7)} µs  ${key}`);
  }
} else {
  console.info(`working time ${(working / 1000).toFixed(0)} ms (idle left out)`);
  for (const [key, micros] of ranked.slice(0, 20)) {
    console.info(`  ${((micros / working) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
}
