import type { Browser } from 'playwright-core';

/** One event of Chromium's trace, with the arguments the scripts read. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; elementCount?: number; type?: string };
    beginData?: { dirtyObjects?: number; totalObjects?: number; url?: string };
    elementCount?: number;
  };
}

/**
 * Loads `url` at 412 px in a new context of `browser` with Chromium's trace on (`categories`) and
 * answers the complete events of the renderer's main thread, the longest task first among its
 * `ThreadControllerImpl::RunTask`s.
 */
export async function traceMainThread(browser: Browser, url: string, categories: string[]) {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  await browser.startTracing(page, { categories });
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
  const tasks = onMain
    .filter((e) => e.name === 'ThreadControllerImpl::RunTask')
    .sort((x, y) => (y.dur ?? 0) - (x.dur ?? 0));
  return { onMain, tasks, longest: tasks[0] };
}
