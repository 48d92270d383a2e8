import type lighthouse from 'lighthouse';
import { rendererMainTasks, type TraceEvent } from './traces.ts';

/**
 * The phone every machine imitates. Lighthouse's throttling documentation names the Moto G4 as its
 * mid-tier mobile and takes a high-end desktop there with its default 4× slowdown; its CPU
 * slowdown calculator puts that 4× at a benchmark index of 1,533, so the phone's index is
 * 1,533 ÷ 4 ≈ 383. Simulated throttling multiplies the main thread's time, which is inversely
 * proportional to the index: the multiplier is this machine's index ÷ 383 (never below 1).
 */
export const targetDevice = { name: 'Moto G4 (Lighthouse’s mid-tier mobile)', benchmarkIndex: 383 };
/** The site's lightest page, Lighthouse's control: what a page with nothing in it costs here. */
export const floorPage = '/news/covid-relief.html';

export const cpuSlowdownFor = (benchmarkIndex: number) =>
  Math.max(1, Math.round((benchmarkIndex / targetDevice.benchmarkIndex) * 10) / 10);

/**
 * The run's long tasks as Lighthouse simulated them (start and length in ms, and the script they
 * are attributed to): what the TBT is made of.
 */
export function longTasks(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): string {
  const items = ((lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items ??
    []) as { url?: string; startTime?: number; duration?: number }[];
  if (items.length === 0) return 'no long tasks';
  const name = (url = '') =>
    url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') || '?';
  return `long tasks ${items
    .map(
      (t) => `${name(t.url)} at ${Math.round(t.startTime ?? 0)} for ${Math.round(t.duration ?? 0)}`,
    )
    .join(', ')}`;
}

/**
 * The page's main-thread tasks in the run's own trace that the simulation stretches past 50 ms
 * (longer than 50 ms ÷ the slowdown here): their wall time, which Lighthouse multiplies, and their
 * time on the CPU. The difference is time the renderer waited on this machine (for the browser
 * process, for a core), which the simulation counts as the phone's work.
 */
export function observedTasks(artifacts: unknown, cpuSlowdownMultiplier: number): string {
  const events = (artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace?.traceEvents ?? [];
  // The page's renderer: the main thread that worked longest.
  const total = (tasks: TraceEvent[]) => tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  const page = rendererMainTasks(events, 'RunTask').sort((a, b) => total(b) - total(a))[0];
  if (!page) throw new Error('no renderer main thread with tasks in Lighthouse’s trace');
  const stretched = page.filter((t) => (t.dur ?? 0) / 1000 > 50 / cpuSlowdownMultiplier);
  const ms = (us: number) => `${Math.round(us / 1000)} ms`;
  return `observed tasks over ${Math.round(50 / cpuSlowdownMultiplier)} ms: ${stretched.length}, ${ms(total(stretched))} of wall time, ${ms(stretched.reduce((sum, t) => sum + (t.tdur ?? 0), 0))} on the CPU`;
}
