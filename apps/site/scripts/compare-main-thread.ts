// Two builds of the site side by side in one run, so the machine's load weighs on both alike:
// each route at 412 px, unthrottled, A and B in turn for a few rounds; prints per route the median
// of the longest main-thread task (wall and CPU), the CPU of all style and layout, the font calls
// to the browser process, the largest style update (Chromium trace), and the load. On a busy
// machine read the CPU figures and the counts.
// node apps/site/scripts/compare-main-thread.ts <dist A> <dist B> [rounds] [route…]
import os from 'node:os';
import { chromiumLaunchOptions } from '@company/testing/chromium';
import { loadAverages } from '@company/testing/machine-load';
import { type Browser, chromium } from 'playwright-core';
import { serveSite } from './serve-site.ts';
import { traceMainThread } from './trace-main-thread.ts';

const [distA, distB, roundsArg, ...routeArgs] = process.argv.slice(2);
if (!distA || !distB)
  throw new Error('usage: compare-main-thread.ts <dist A> <dist B> [rounds] [route…]');
const rounds = Number(roundsArg ?? 3);
const routes =
  routeArgs.length > 0
    ? routeArgs
    : ['/', '/product-layout', '/customer-care', '/contact-us', '/mandate', '/enquiry'];
async function measure(browser: Browser, url: string) {
  const { onMain, longest } = await traceMainThread(browser, url, [
    'toplevel',
    'devtools.timeline',
    'fonts',
    '__metadata',
  ]);
  // The work behind the first frames, in CPU time, which a neighbour's load stretches far less
  // than wall time: every style update and layout, and the font calls to the browser process
  // (synchronous on Linux, one per font strike: a wait, so counted and timed in wall time).
  const cpuOf = (name: string) =>
    onMain.filter((e) => e.name === name).reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  const fontCalls = onMain.filter(
    (e) =>
      e.name === 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike' ||
      e.name === 'WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName' ||
      e.name === 'WebSandboxSupportLinux::GetFallbackFontForCharacter' ||
      e.name === 'FontDataService::MatchFamilyName',
  );
  const fonts = fontCalls.length;
  const fontWait = fontCalls.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const styles = onMain.filter((e) => e.name === 'UpdateLayoutTree').map((e) => e.dur ?? 0);
  return {
    longest: (longest?.dur ?? 0) / 1000,
    cpu: (longest?.tdur ?? 0) / 1000,
    styleAndLayoutCpu: cpuOf('UpdateLayoutTree') + cpuOf('Layout'),
    fonts,
    fontWait,
    style: Math.max(0, ...styles) / 1000,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const [a, b] = [await serveSite(distA, 4731), await serveSite(distB, 4732)];
const browser = await chromium.launch(chromiumLaunchOptions);
console.info(`load before: ${loadAverages()} (${os.cpus().length} cores)`);
try {
  for (const route of routes) {
    type Run = Awaited<ReturnType<typeof measure>>;
    const runs: Record<'A' | 'B', Run[]> = { A: [], B: [] };
    for (let i = 0; i < rounds; i++) {
      runs.A.push(await measure(browser, a.url + route));
      runs.B.push(await measure(browser, b.url + route));
    }
    const m = (k: 'A' | 'B', f: keyof Run) => median(runs[k].map((r) => r[f])).toFixed(1);
    const line = (k: 'A' | 'B') =>
      `${k} longest task ${m(k, 'longest')} ms (CPU ${m(k, 'cpu')}), style and layout CPU ${m(k, 'styleAndLayoutCpu')} ms, ${m(k, 'fonts')} font calls (${m(k, 'fontWait')} ms), largest style update ${m(k, 'style')} ms`;
    console.info(`${route.padEnd(18)} ${line('A')} | ${line('B')}`);
  }
} finally {
  console.info(`load after: ${loadAverages()}`);
  await browser.close();
  a.stop();
  b.stop();
}
