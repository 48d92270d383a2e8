/**
 * Where a CPU profile's time went, by package or source folder (self time):
 *   node apps/api/bench/profile-summary.ts /tmp/prof/CPU.….cpuprofile
 * Written by `BENCH_PROFILE=<dir> node apps/api/bench/leads.ts` (the API under node --cpu-prof).
 * Idle time is left out, so the shares are of the time the process was working.
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

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile>');
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
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const delta = profile.timeDeltas[i] ?? 0;
  if (!node || node.callFrame.functionName === '(idle)') return;
  working += delta;
  const key = bucket(node);
  totals.set(key, (totals.get(key) ?? 0) + delta);
});
console.info(`working time ${(working / 1000).toFixed(0)} ms (idle left out)`);
for (const [key, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.info(`  ${((micros / working) * 100).toFixed(1).padStart(5)} %  ${key}`);
}
