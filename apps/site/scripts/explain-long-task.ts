// What a route's longest main-thread task was made of: loads the route at 412 px unthrottled a few
// times with Chromium's timeline trace and prints, for the longest task of each run, its wall and
// CPU time and its largest inner events (script evaluation and calls with their file, style
// updates with the elements they touched, layouts, HTML and CSS parsing), with the load.
// node apps/site/scripts/explain-long-task.ts <dist> [runs] [route…]
import os from 'node:os';
import { chromiumLaunchOptions } from '@company/testing/chromium';
import { chromium } from 'playwright-core';
import { serveSite } from './serve-site.ts';
import { type TraceEvent, traceMainThread } from './trace-main-thread.ts';

const [dist, runsArg, ...routeArgs] = process.argv.slice(2);
if (!dist) throw new Error('usage: explain-long-task.ts <dist> [runs] [route…]');
const runs = Number(runsArg ?? 3);
const routes = routeArgs.length > 0 ? routeArgs : ['/aboutus', '/contact-us', '/customer-care'];

// The inner events worth naming, each with what identifies it.
const label: Record<string, (e: TraceEvent) => string> = {
  EvaluateScript: (e) => `evaluate ${file(e.args?.data?.url)}`,
  'v8.compileModule': () => 'compile module',
  'v8.evaluateModule': () => 'evaluate module',
  FunctionCall: (e) => `call ${e.args?.data?.functionName || '?'} ${file(e.args?.data?.url)}`,
  EventDispatch: (e) => `event ${e.args?.data?.type}`,
  TimerFire: () => 'timer',
  FireAnimationFrame: () => 'animation frame',
  RunMicrotasks: () => 'microtasks',
  UpdateLayoutTree: (e) => `style update (${e.args?.elementCount ?? '?'} elements)`,
  Layout: (e) =>
    `layout (${e.args?.beginData?.dirtyObjects ?? '?'}/${e.args?.beginData?.totalObjects ?? '?'} objects)`,
  ParseHTML: () => 'parse HTML',
  ParseAuthorStyleSheet: () => 'parse CSS',
  'Document::updateStyleAndLayoutTree': () => 'style+layout tree',
  PrePaint: () => 'pre-paint',
  Paint: () => 'paint',
  Layerize: () => 'layerize',
  CommitLoad: () => 'commit load',
  'V8.GC_SCAVENGER': () => 'gc',
  MajorGC: () => 'major gc',
  MinorGC: () => 'minor gc',
  'v8.run': () => 'v8 run',
};
const file = (url?: string) => (url ? (url.split('/').pop() ?? '') : '');

async function explain(url: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const { onMain, tasks, longest } = await traceMainThread(browser, url, [
    'toplevel',
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8',
    'blink',
    'fonts',
    'mojom',
    '__metadata',
  ]).finally(() => browser.close());
  if (!longest) return 'no task traced';
  const end = longest.ts + (longest.dur ?? 0);
  const inner = onMain
    .filter(
      (e) => e !== longest && e.ts >= longest.ts && e.ts + (e.dur ?? 0) <= end && label[e.name],
    )
    .filter((e) => (e.dur ?? 0) >= 1500)
    .sort((x, y) => x.ts - y.ts);
  const ms = (us = 0) => (us / 1000).toFixed(1);
  if (process.env.TREE) {
    // Every event of the task of the longest layout, nested, with CPU time.
    const layout = onMain
      .filter((e) => e.name === 'Layout')
      .sort((x, y) => (y.dur ?? 0) - (x.dur ?? 0))[0];
    const task = onMain.find(
      (e) =>
        e.name === 'ThreadControllerImpl::RunTask' &&
        layout &&
        e.ts <= layout.ts &&
        layout.ts < e.ts + (e.dur ?? 0),
    );
    if (task) {
      const inside = onMain
        .filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0))
        .filter((e) => (e.dur ?? 0) >= Number(process.env.TREE) * 1000)
        .sort((x, y) => x.ts - y.ts || (y.dur ?? 0) - (x.dur ?? 0));
      const open: TraceEvent[] = [];
      for (const e of inside) {
        while (open.length && (open.at(-1)?.ts ?? 0) + (open.at(-1)?.dur ?? 0) <= e.ts) open.pop();
        console.info(
          `${'  '.repeat(open.length)}${ms(e.dur)} (CPU ${ms(e.tdur)}) ${e.name} ${JSON.stringify(e.args ?? '').slice(0, 160)}`,
        );
        open.push(e);
      }
    }
  }
  if (process.env.EVERY_EVENT) {
    const byName = new Map<string, { n: number; dur: number; cpu: number }>();
    for (const e of onMain) {
      if (e === longest || e.ts < longest.ts || e.ts + (e.dur ?? 0) > end) continue;
      const a = byName.get(e.name) ?? { n: 0, dur: 0, cpu: 0 };
      byName.set(e.name, { n: a.n + 1, dur: a.dur + (e.dur ?? 0), cpu: a.cpu + (e.tdur ?? 0) });
    }
    for (const [name, a] of [...byName].sort((x, y) => y[1].dur - x[1].dur).slice(0, 25))
      console.info(`      ${ms(a.dur).padStart(6)} ms (CPU ${ms(a.cpu)}) ×${a.n} ${name}`);
  }
  return [
    `longest ${ms(longest.dur)} ms (CPU ${ms(longest.tdur)}); next ${ms(tasks[1]?.dur)} ms`,
    ...inner.map(
      (e) =>
        `    +${ms(e.ts - longest.ts).padStart(5)} ${ms(e.dur).padStart(5)} ms  ${label[e.name]?.(e)}`,
    ),
  ].join('\n');
}

const site = await serveSite(dist, 4741);
try {
  for (const route of routes)
    for (let i = 0; i < runs; i++)
      console.info(
        `${route} run ${i + 1} (load ${os.loadavg()[0]?.toFixed(2)}): ${await explain(site.url + route)}`,
      );
} finally {
  site.stop();
}
