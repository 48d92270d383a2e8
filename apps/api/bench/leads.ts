/**
 * Lead-capture benchmark against its anchor (not part of the test suite).
 *
 *   node apps/api/bench/leads.ts                             # embedded PGlite in a temporary DATA_DIR
 *   DATABASE_URL=postgres://… node apps/api/bench/leads.ts   # a PostgreSQL server
 *   BENCH_ROUTES=lead,captcha,send-otp node apps/api/bench/leads.ts
 *   BENCH_PROFILE=bench-profile node apps/api/bench/leads.ts     # both under node --cpu-prof (anchor/)
 *   BENCH_ADDRESSES=one node apps/api/bench/leads.ts         # every lead from one address
 *   BENCH_ADDRESSES=one BENCH_LEAD_LIMIT=30 node apps/api/bench/leads.ts  # … a flood at the real limit
 *
 * One after the other, on the same database kind: the anchor (`bench/anchor-server.ts`, a bare
 * Fastify route doing one INSERT … RETURNING on the same driver), then the API
 * (`node apps/api/src/server.ts`) on each route of BENCH_ROUTES (default `lead`). Each server is
 * a child process on loopback; each run warms up for 2 s, then autocannon drives it for
 * BENCH_DURATION seconds (default 10) over BENCH_CONNECTIONS connections (default 20).
 * For the captcha and send-otp, each round also runs the route's own anchor (ANCHOR_ROUTE: the
 * captcha's insert and the same picture; the OTP's borrower lookup, code insert and outbox
 * insert; nothing else), and the route is also compared with it. BENCH_ROUNDS (default 1) repeats anchor and API alternately. Each round also runs the anchor
 * with its insert as a named prepared statement ('anchor-prepared'), as the API runs its hottest
 * statements: the route's ratio to it is what the route's own work costs. Prints requests/s, p50 and p99
 * latency and their ratios to the anchor, with the machine's load, and for leads the accepted
 * (2xx) responses against the stored rows.
 *
 * By default every request (anchor and route alike) comes from a new client address in
 * `X-Forwarded-For`, and the API runs with TRUST_PROXY=1 and its own lead limit (30 a minute per
 * address), as a campaign's visitors arrive through the load balancer: the API as deployed.
 * BENCH_ADDRESSES=one sends every request from loopback instead; one address can store only 30
 * leads a minute, so that shape raises the lead limit to one no deployment has (BENCH_LEAD_LIMIT
 * sets it, for example to 30 for a flood from one address at the real limit). The limits of
 * the other routes' classes are raised in both shapes (one address may make many captchas and
 * OTPs), and every request is still counted. Before 26 November the captcha and send-otp came
 * from loopback in both shapes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverages } from '@company/testing/machine-load';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/index.ts';
import { type ServerProcess, startServer, stop } from '../test/server-process.ts';
import { benchBorrowers, firstBenchMobile } from './borrowers.ts';
import { benchChallengeMaxNumber, prepareSolutions, withSolution } from './solutions.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const routes = (process.env.BENCH_ROUTES ?? 'lead').split(',') as RouteName[];
const profileDir = process.env.BENCH_PROFILE;
const databaseUrl = process.env.DATABASE_URL;
const manyAddresses = process.env.BENCH_ADDRESSES !== 'one';
/** The API's lead limit: its own (30 a minute) unless set, raised for one address unless set. */
const leadLimit = process.env.BENCH_LEAD_LIMIT ?? (manyAddresses ? undefined : '100000000');
/** Solutions made before each run of a challenged route (bench/solutions.ts). */
const solutionsPerRun = Number(process.env.BENCH_SOLUTIONS ?? (duration + 2) * 6000);
const runId = crypto.randomBytes(4).toString('hex');
const name = `Bench ${runId.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
const leadBody = JSON.stringify({
  name,
  phone: '9876543210',
  product_type: 'New Two-Wheeler Loan',
});
let nextBorrower = 0;
const borrowerMobile = () => String(firstBenchMobile + (nextBorrower++ % benchBorrowers));

let nextAddress = 0;
/** A new visitor's address (10.x.y.z), one per lead (unless BENCH_ADDRESSES=one). */
const visitorAddress = () => {
  const n = nextAddress++ % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

type RouteName = 'lead' | 'captcha' | 'send-otp';
type Request = autocannon.Request;
/** Each request from a new visitor's address, unless BENCH_ADDRESSES=one. */
const fromVisitor = (req: Request): Request =>
  manyAddresses
    ? { ...req, headers: { ...req.headers, 'x-forwarded-for': visitorAddress() } }
    : req;

/** What each route is sent: the lead form's post, a new captcha, an OTP to a new mobile each. */
const requests: Record<RouteName, (url: string) => autocannon.Options> = {
  lead: (url) => ({
    url: `${url}/api/v1/bb/users/product-queries`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: leadBody,
    requests: [{ setupRequest: (req) => withSolution(fromVisitor(req)) }],
  }),
  captcha: (url) => ({
    url: `${url}/api/v1/bb/payments/captcha`,
    method: 'GET',
    requests: [{ setupRequest: fromVisitor }],
  }),
  'send-otp': (url) => ({
    url: `${url}/api/v1/bb/users/send-otp`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // A borrower's mobile, a new one each time: one number may have an OTP every 59 s.
    requests: [
      {
        setupRequest: (req) =>
          withSolution(fromVisitor({ ...req, body: JSON.stringify({ phone: borrowerMobile() }) })),
      },
    ],
  }),
};

/** What each route's own anchor does (bench/anchor-server.ts, ANCHOR_ROUTE). */
const ownFoundations: Record<Exclude<RouteName, 'lead'>, string> = {
  captcha: "the captcha's own foundations (its insert and the same picture)",
  'send-otp':
    "the OTP's own foundations (the borrower's lookup, the code's insert, the outbox's insert)",
};

function drive(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  load: number;
}

async function measure(label: string, opts: autocannon.Options): Promise<Figures> {
  const warm = await drive({ ...opts, connections, duration: 2 }); // warm-up, not counted
  warmAccepted += warm['2xx'];
  const load = os.loadavg()[0] ?? 0;
  const r = await drive({ ...opts, connections, duration });
  const figures = {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r['2xx'],
    other: r.non2xx + r.errors + r.timeouts,
    load,
  };
  console.info(
    `  ${label.padEnd(26)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(3)} ms  p99 ${String(figures.p99).padStart(3)} ms  2xx ${figures.ok}  other ${figures.other}  (load ${load.toFixed(2)})`,
  );
  return figures;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
const results: Figures[] = [];
let acceptedLeads = 0;
/** 2xx answers of the warm-ups (their leads are stored too). */
let warmAccepted = 0;
let running: ServerProcess | undefined;
const target = databaseUrl ? 'PostgreSQL server' : 'embedded PGlite (file-backed)';
console.info(
  `\nOn ${target}, loopback, ${connections} connections, ${duration} s per run, ${rounds} round(s), ${manyAddresses ? 'a new client address per lead' : 'every request from one address'}; node ${process.version}, ${os.cpus().length} cores, load ${loadAverages()}`,
);
try {
  if (routes.includes('send-otp')) await addBorrowers();
  for (let round = 1; round <= rounds; round++) {
    running = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, 120_000, {
      script: 'apps/api/bench/anchor-server.ts',
      ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}/anchor`] } : {}),
    });
    results.push(await measure(`anchor (round ${round})`, requests.lead(running.url)));
    await stop(running);
    running = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ANCHOR_PREPARED: '1' },
      120_000,
      {
        script: 'apps/api/bench/anchor-server.ts',
        ...(profileDir
          ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}/anchor-prepared`] }
          : {}),
      },
    );
    results.push(await measure(`anchor-prepared (round ${round})`, requests.lead(running.url)));
    await stop(running);
    for (const route of routes.filter((r) => r !== 'lead')) {
      running = await startServer(
        { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ANCHOR_ROUTE: route },
        120_000,
        {
          script: 'apps/api/bench/anchor-server.ts',
          ...(profileDir
            ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}/${route}-anchor`] }
            : {}),
        },
      );
      results.push(await measure(`${route}-anchor (round ${round})`, requests[route](running.url)));
      await stop(running);
    }
    running = await startServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        ...(leadLimit ? { RATE_LIMIT_LEAD: leadLimit } : {}),
        RATE_LIMIT_CAPTCHA: '100000000',
        RATE_LIMIT_OTP: '100000000',
        RATE_LIMIT_GENERAL: '100000000',
        CHALLENGE_MAX_NUMBER: benchChallengeMaxNumber,
        ...(manyAddresses ? { TRUST_PROXY: '1' } : {}),
      },
      120_000,
      profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {},
    );
    for (const route of routes) {
      // Enough for the warm-up and the run at well over the rates this machine reaches.
      if (route !== 'captcha') await prepareSolutions(solutionsPerRun);
      const warmBefore = warmAccepted;
      const figures = await measure(`${route} (round ${round})`, requests[route](running.url));
      results.push(figures);
      if (route === 'lead') acceptedLeads += figures.ok + (warmAccepted - warmBefore);
    }
    await stop(running);
    running = undefined;
  }
  /** The middle value; with an even count, the mean of the two middle ones. */
  const median = (values: number[]) => {
    const sorted = values.toSorted((a, b) => a - b);
    const mid = sorted.length / 2;
    return Number.isInteger(mid)
      ? ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
      : (sorted[Math.floor(mid)] ?? 0);
  };
  const of = (prefix: string) => results.filter((r) => r.label.startsWith(`${prefix} `));
  const anchors: [string, string, RouteName[]][] = [
    ['anchor', 'the anchor', routes],
    ['anchor-prepared', 'the anchor with a prepared insert', routes],
    ...routes
      .filter((route) => route !== 'lead')
      .map((route): [string, string, RouteName[]] => [
        `${route}-anchor`,
        ownFoundations[route as Exclude<RouteName, 'lead'>],
        [route],
      ]),
  ];
  for (const [anchorName, described, compared] of anchors) {
    const anchor = of(anchorName);
    const anchorRps = median(anchor.map((r) => r.rps));
    const anchorP99 = median(anchor.map((r) => r.p99));
    console.info(
      `\nAgainst ${described} (median of rounds; goal ≥ 0.80 × requests/s and p99 ≤ 1.25 ×):`,
    );
    for (const route of compared) {
      const runs = of(route);
      const rps = median(runs.map((r) => r.rps));
      const p99 = median(runs.map((r) => r.p99));
      console.info(
        `  ${route.padEnd(10)} ${rps.toFixed(0).padStart(6)} req/s = ${(rps / anchorRps).toFixed(2)} × ${anchorName} (${anchorRps.toFixed(0)})   p99 ${p99} ms = ${(p99 / anchorP99).toFixed(2)} × ${anchorName} (${anchorP99} ms)`,
      );
    }
  }
  if (routes.includes('lead')) {
    const stored = await countLeads();
    // Requests still in flight when autocannon stops are stored but not counted as 2xx.
    console.info(
      `  leads: 2xx ${acceptedLeads}, stored ${stored} (${stored - acceptedLeads} in flight at the ends of runs), lost ${Math.max(0, acceptedLeads - stored)}`,
    );
  }
  console.info('');
} finally {
  if (running) await stop(running, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function openBenchDatabase(migrate: boolean) {
  return openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    { migrate },
  );
}

/** Loans of made-up borrowers for the OTP route (before the API opens the database). */
async function addBorrowers(): Promise<void> {
  const handle = await openBenchDatabase(true);
  try {
    await sql`insert into loans (loan_account_no, customer_name, phone, status, loan_amount, emi,
        emi_end_date, due_day)
      select 'BENCH' || i, 'Bench Borrower', (${firstBenchMobile}::bigint + i)::text, 'A', 100000, 3950,
        date '2030-01-05', 5
      from generate_series(0, ${benchBorrowers - 1}) as i
      on conflict do nothing`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

/** Leads of this run (after the server stopped: PGlite allows one process per directory). */
async function countLeads(): Promise<number> {
  const handle = await openBenchDatabase(false);
  try {
    const row = await handle.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await handle.close();
  }
}
