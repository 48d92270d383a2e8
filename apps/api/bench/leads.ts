/**
 * Lead-capture benchmark (not part of the test suite).
 *
 *   node apps/api/bench/leads.ts                       # embedded PGlite in a temporary DATA_DIR
 *   DATABASE_URL=postgres://… node apps/api/bench/leads.ts   # a PostgreSQL server
 *
 * Starts the API as a child process on loopback, warms up, then drives
 * POST /api/v1/bb/users/product-queries with autocannon for BENCH_DURATION seconds (default 10)
 * over BENCH_CONNECTIONS connections (default 20), stops the server and counts the stored rows.
 * Prints requests/s, p50/p99 latency and accepted (2xx) responses versus stored rows.
 * The per-address rate limit is raised for the run, but the database-backed limiter still runs.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/index.ts';
import { startServer, stop } from '../test/server-process.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
const runId = crypto.randomBytes(4).toString('hex');
const name = `Bench ${runId.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const server = await startServer(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LEAD: '100000000',
  },
  120_000,
);

try {
  const request = {
    url: `${server.url}/api/v1/bb/users/product-queries`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, phone: '9876543210', product_type: 'New Two-Wheeler Loan' }),
  };
  const warmBody = JSON.stringify({ name: `${name} warm`, phone: '9876543210', product_type: 'x' });
  await run({ ...request, body: warmBody, connections, duration: 2 }); // warm-up, not counted
  const result = await run({ ...request, connections, duration });
  await stop(server);
  const stored = await count();
  const accepted = result['2xx'];
  const target = databaseUrl ? 'PostgreSQL server' : 'embedded PGlite (file-backed)';
  console.info(`\nLead capture on ${target}, loopback, ${connections} connections, ${duration} s`);
  console.info(
    `  requests/s   avg ${result.requests.average.toFixed(0)}  (min ${result.requests.min}, max ${result.requests.max})`,
  );
  console.info(
    `  latency      p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms`,
  );
  console.info(
    `  responses    2xx ${accepted}  non-2xx ${result.non2xx}  errors ${result.errors}  timeouts ${result.timeouts}`,
  );
  // Requests still in flight when autocannon stops are stored but not counted as 2xx.
  const lost = Math.max(0, accepted - stored);
  console.info(
    `  stored rows  ${stored}  (${stored - accepted} more than counted 2xx: in flight at the end)  lost ${lost}`,
  );
  console.info(`  node ${process.version}, ${os.cpus().length} cores\n`);
} finally {
  await stop(server, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Rows of this run (after the server stopped: PGlite allows one process per directory). */
async function count(): Promise<number> {
  const handle = await openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    { migrate: false },
  );
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
