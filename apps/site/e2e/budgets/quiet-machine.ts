import os from 'node:os';

/**
 * The timing goals are for a quiet machine, and in `npm test` these tests follow phases that keep
 * both cores busy (the visual tests leave a load average near 8). Before timing, this waits until
 * the 1-minute load average falls under half the cores, for at most two minutes, and says what it
 * found, so every figure is printed beside the load it was measured at.
 */
export async function untilQuiet(): Promise<string> {
  const quiet = os.cpus().length / 2;
  const load = () => os.loadavg()[0] ?? 0;
  const from = load();
  const started = Date.now();
  while (load() >= quiet && Date.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  const waited = Math.round((Date.now() - started) / 1000);
  return `load average ${from.toFixed(1)}, then ${load().toFixed(1)} after waiting ${waited} s for it to fall under ${quiet}${load() >= quiet ? ' (it did not: a busy machine, the figures below are not the goal’s)' : ''}`;
}
