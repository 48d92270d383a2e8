/** The main thread's long tasks as the page records them and as Chromium's trace times them. */

export interface LongTask {
  start: number;
  duration: number;
}
/** A long animation frame (Chromium's Long Animation Frames API): the frame's tasks and its
 * rendering, with the script in it attributed. */
export interface LongFrame extends LongTask {
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: { duration: number; source: string }[];
}
export interface RecordedMainThread {
  longTasks: LongTask[];
  frames: LongFrame[];
}

/** Runs in the page before its first script: records every long task, and every long animation
 * frame, which says what a long task was made of (script, style and layout, the rest). */
export function recordLongTasks(): void {
  const recorded: RecordedMainThread = { longTasks: [], frames: [] };
  (window as unknown as { recorded: RecordedMainThread }).recorded = recorded;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      recorded.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as {
      startTime: number;
      duration: number;
      renderStart: number;
      styleAndLayoutStart: number;
      scripts: { duration: number; sourceURL: string; invoker: string }[];
    }[])
      recorded.frames.push({
        start: e.startTime,
        duration: e.duration,
        renderStart: e.renderStart,
        styleAndLayoutStart: e.styleAndLayoutStart,
        scripts: e.scripts.map((s) => ({
          duration: s.duration,
          source: s.sourceURL.split('/').pop() || s.invoker,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** The CPU time of a long task, from the traced task of (nearly) the same length: the page's clock
 * and the trace's have different origins, so the two are matched by length. */
export const cpuOf = (
  task: LongTask,
  traced: { wall: number; cpu: number }[],
): number | undefined => traced.find((t) => Math.abs(t.wall - task.duration) <= 3)?.cpu;

/** One long task, and what its animation frame was made of: script (the longest script's file),
 * style and layout, and the rest (parsing HTML and CSS, loading, the browser's own work). */
export function whatTheTaskWas(
  task: LongTask,
  frames: LongFrame[],
  traced: { wall: number; cpu: number }[],
): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const cpu = cpuOf(task, traced);
  const head = `a task of ${ms(task.duration)} at ${ms(task.start)} (${cpu === undefined ? 'not found in the trace' : `on the CPU ${ms(cpu)} of it`})`;
  const frame = frames.find((f) => f.start <= task.start + 1 && task.start < f.start + f.duration);
  if (!frame) return `${head}: no long animation frame recorded for it`;
  const end = frame.start + frame.duration;
  const script = frame.scripts.reduce((sum, s) => sum + s.duration, 0);
  const longest = [...frame.scripts].sort((a, b) => b.duration - a.duration)[0];
  const styleAndLayout = frame.styleAndLayoutStart > 0 ? end - frame.styleAndLayoutStart : 0;
  const rendering = frame.renderStart > 0 ? end - frame.renderStart : 0;
  const rest = frame.duration - script - rendering;
  return `${head}, in a frame of ${ms(frame.duration)}: script ${ms(script)}${longest ? ` (longest ${longest.source}, ${ms(longest.duration)})` : ''}, style and layout ${ms(styleAndLayout)}, other rendering ${ms(rendering - styleAndLayout)}, the rest ${ms(Math.max(0, rest))}`;
}

/** A Chrome trace event: `dur` is wall time, `tdur` the thread's time on the CPU (µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The top-level tasks (`taskName`) of each renderer's main thread in a trace, by thread. */
export function rendererMainTasks(events: TraceEvent[], taskName: string): TraceEvent[][] {
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name !== taskName || e.ph !== 'X' || !mainThreads.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), e]);
  }
  return [...byThread.values()];
}

/** From a trace of the category `toplevel`: every task over 45 ms on a renderer's main thread,
 * its wall time and its time on the CPU. A task whose CPU time is much shorter than its wall time
 * spent the rest waiting: for a core on a busy machine, or for the browser process (on Linux the
 * renderer asks it for every font's settings with a synchronous call). */
export function rendererLongTasks(trace: Buffer): { wall: number; cpu: number }[] {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  return rendererMainTasks(traceEvents, 'ThreadControllerImpl::RunTask')
    .flat()
    .filter((e) => (e.dur ?? 0) > 45_000)
    .map((e) => ({
      wall: Math.round((e.dur ?? 0) / 1000),
      cpu: Math.round((e.tdur ?? 0) / 1000),
    }));
}
