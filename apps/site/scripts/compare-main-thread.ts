// Two builds of the site side by side in one run, so the machine's load weighs on both alike:
// each route at 412 px, unthrottled, A and B in turn for a few rounds; prints per route the median
// of the longest main-thread task (wall and CPU) and of the largest style update (Chromium
// trace), and the load.
// node apps/site/scripts/compare-main-thread.ts <dist A> <dist B> [rounds] [route…]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '@company/testing/chromium';
import { type Browser, chromium } from 'playwright-core';

const [distA, distB, roundsArg, ...routeArgs] = process.argv.slice(2);
if (!distA || !distB)
  throw new Error('usage: compare-main-thread.ts <dist A> <dist B> [rounds] [route…]');
const rounds = Number(roundsArg ?? 3);
const routes =
  routeArgs.length > 0
    ? routeArgs
    : ['/', '/product-layout', '/customer-care', '/contact-us', '/mandate', '/enquiry'];
const root = path.resolve(import.meta.dirname, '../../..');

async function serve(dist: string, port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-main-thread-'));
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      SITE_DIR: path.resolve(dist),
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error(`the API did not start on ${url}`);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

async function measure(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', '__metadata'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  const main = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = traceEvents.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  const longest = tasks.sort((x, y) => (y.dur ?? 0) - (x.dur ?? 0))[0];
  const styles = onMain.filter((e) => e.name === 'UpdateLayoutTree').map((e) => e.dur ?? 0);
  return {
    longest: (longest?.dur ?? 0) / 1000,
    cpu: (longest?.tdur ?? 0) / 1000,
    style: Math.max(0, ...styles) / 1000,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const [a, b] = [await serve(distA, 4731), await serve(distB, 4732)];
const browser = await chromium.launch(chromiumLaunchOptions);
console.info(
  `load before: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)`,
);
try {
  for (const route of routes) {
    type Run = Awaited<ReturnType<typeof measure>>;
    const runs: Record<'A' | 'B', Run[]> = { A: [], B: [] };
    for (let i = 0; i < rounds; i++) {
      runs.A.push(await measure(browser, a.url + route));
      runs.B.push(await measure(browser, b.url + route));
    }
    const m = (k: 'A' | 'B', f: 'longest' | 'cpu' | 'style') =>
      median(runs[k].map((r) => r[f])).toFixed(1);
    const line = (k: 'A' | 'B') =>
      `${k} longest task ${m(k, 'longest')} ms (CPU ${m(k, 'cpu')}), largest style update ${m(k, 'style')} ms`;
    console.info(`${route.padEnd(18)} ${line('A')} | ${line('B')}`);
  }
} finally {
  console.info(
    `load after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await browser.close();
  a.stop();
  b.stop();
}
