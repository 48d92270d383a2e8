import os from 'node:os';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../browser.ts';
import { openPage } from '../open-page.ts';
import { prerenderedRoutes } from './build-output.ts';
import { untilQuiet } from './quiet-machine.ts';
import {
  cpuOf,
  type LongTask,
  type RecordedMainThread,
  recordLongTasks,
  rendererLongTasks,
  whatTheTaskWas,
} from './traces.ts';

describe('main thread without throttling', () => {
  let browser: Browser;
  let quiet = '';
  beforeAll(async () => {
    quiet = await untilQuiet();
    browser = await launch();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  // The issue's goal: no task over 50 ms on any pre-rendered route at 412 px, on a quiet machine.
  // A speed, so printed (count and longest long task, total script time), not asserted; the
  // instrument itself is checked, so a broken observer cannot print zeros.
  it('prints each pre-rendered route’s long tasks and script time at 412px', async () => {
    // The English routes: a Hindi page is the same page with other words (its JavaScript budget
    // is printed apart), and the run must fit its timeout.
    const routes = prerenderedRoutes().filter((r) => r !== '/hi' && !r.startsWith('/hi/'));
    expect(routes).toContain('/');
    expect(routes.length).toBeGreaterThan(20);
    const lines: string[] = [];
    let worst = 0;
    let worstOnTheCpu: number | undefined;
    for (const route of routes) {
      const page = await openPage(browser, 412);
      await page.addInitScript(recordLongTasks);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      // Only the top-level tasks, with their time on the CPU: the lightest category that says
      // whether a long task was the page's work or a wait.
      await browser.startTracing(page, { categories: ['toplevel', '__metadata'] });
      await page.goto(route, { waitUntil: 'networkidle' });
      if (!route.startsWith('/news/'))
        await page.waitForFunction(() => document.documentElement.dataset.page !== undefined);
      await page.waitForTimeout(500);
      const { longTasks: tasks, frames } = await page.evaluate(
        () => (window as unknown as { recorded: RecordedMainThread }).recorded,
      );
      const traced = rendererLongTasks(await browser.stopTracing());
      const { metrics } = await cdp.send('Performance.getMetrics');
      const script = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
      const longestTask = [...tasks].sort((a, b) => b.duration - a.duration)[0];
      const longest = longestTask?.duration ?? 0;
      if (longestTask && longest > worst) {
        worst = longest;
        worstOnTheCpu = cpuOf(longestTask, traced);
      }
      lines.push(
        `  ${route.padEnd(40)} long tasks ${tasks.length}, longest ${longest.toFixed(0).padStart(3)} ms, script ${script.toFixed(0).padStart(3)} ms`,
        ...tasks.map((task) => `      ${whatTheTaskWas(task, frames, traced)}`),
      );
      if (route === routes.at(-1)) {
        // The control: a 120 ms task of the page's own must be seen.
        await browser.startTracing(page, { categories: ['toplevel', '__metadata'] });
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                const end = performance.now() + 120;
                while (performance.now() < end) {}
                resolve();
              }),
            ),
        );
        await expect
          .poll(() =>
            page.evaluate(
              () => (window as unknown as { recorded: RecordedMainThread }).recorded.longTasks,
            ),
          )
          .toHaveLength(tasks.length + 1);
        // …its frame must say it was script, and the trace that it ran on the CPU (a busy loop,
        // so most of its time), so the breakdown printed above can be trusted.
        const controlTraced = rendererLongTasks(await browser.stopTracing());
        const recorded = await page.evaluate(
          () => (window as unknown as { recorded: RecordedMainThread }).recorded,
        );
        const control = recorded.longTasks.at(-1) as LongTask;
        expect(whatTheTaskWas(control, recorded.frames, controlTraced)).toMatch(
          /script 1[2-9]\d ms/,
        );
        expect(cpuOf(control, controlTraced)).toBeGreaterThan(40);
      }
      await page.context().close();
    }
    console.info(
      `long tasks after load, no throttling, 412px (goal: none over 50 ms; ${quiet}; at the end ${os.loadavg()[0]?.toFixed(1)}):\n${lines.join('\n')}\n  longest on any route: ${worst.toFixed(0)} ms${worstOnTheCpu === undefined ? '' : `, of which ${worstOnTheCpu} ms on the CPU`}`,
    );
  }, 300_000);
});
