import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { openPage } from '../open-page.ts';

/** The built site's files, its pre-rendered pages and the scripts a page downloads, in gzip bytes. */

export const dist = path.resolve(import.meta.dirname, '../../dist');
export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Every pre-rendered page of the build, as its file under dist/. */
export const prerenderedFiles = (): string[] =>
  fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && !f.startsWith('assets'));

/** Every script the page downloads from now on, by file, with its gzip size. */
export function scriptsOf(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const file = new URL(res.url()).pathname.slice(1);
    scripts.set(file, gzipSize(path.join(dist, file)));
  });
  return scripts;
}

/** The scripts, largest first, one line each. */
export const listed = (scripts: Map<string, number>) =>
  [...scripts]
    .sort((a, b) => b[1] - a[1])
    .map(([f, s]) => `  ${path.basename(f).padEnd(48)} ${String(s).padStart(7)} B`)
    .join('\n');

/** Every pre-rendered page of the build as a path: '/', '/aboutus', the news stories (static
 * pages without script, '/news/<story>.html') and a path that is not found (404.html). */
export function prerenderedRoutes(): string[] {
  return prerenderedFiles()
    .map((f) => {
      if (f === '404.html') return '/no-such-page';
      return `/${f.replace(/(^|\/)index\.html$/, '')}`;
    })
    .sort();
}

/**
 * Every script `route` downloads before any interaction, at `width`: the page's own code is live
 * (`data-page` names its module), then `settleMs` for the parts that load as they near the screen.
 * Prints the files with `budget` beside their total, and answers the scripts and their total.
 */
export async function scriptsBeforeInteraction(
  browser: Browser,
  route: string,
  module: string,
  { width = 412, settleMs = 0, budget }: { width?: number; settleMs?: number; budget: string },
): Promise<{ scripts: Map<string, number>; total: number }> {
  const page = await openPage(browser, width);
  const scripts = scriptsOf(page);
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.waitForFunction((m) => document.documentElement.dataset.page === m, module);
  if (settleMs) await page.waitForTimeout(settleMs);
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.info(
    `JS downloaded by ${route} at ${width}px before any interaction: ${scripts.size} files, ${total} B = ${kib(total)} gzip (${budget})\n${listed(scripts)}`,
  );
  await page.context().close();
  return { scripts, total };
}
