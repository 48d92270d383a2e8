import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromiumLaunchOptions } from '@company/testing/chromium';
import { loadAverages } from '@company/testing/machine-load';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opensAndClosesWithEscape } from './dialog-check.ts';
import { installConsumerApp, rootVersion } from './install-app.ts';

/**
 * Next.js consumer proof: a fresh App Router app installs the published packages by version, as
 * the Vite proof does, renders RateTable and ProductTile from a server page and the interactive
 * components from a client island, is built with `next build` and served with `next start`.
 */

const NEXT_VERSION = '16.4.6';

let appDir: string;
let server: ChildProcess | undefined;
let url: string;
let browser: Browser;
let page: Page;
const problems: string[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

beforeAll(async () => {
  let run: (cmd: string, args: string[], env?: NodeJS.ProcessEnv) => string;
  ({ appDir, run } = installConsumerApp('company-next-', {
    template: 'next-app',
    devDependencies: {
      next: NEXT_VERSION,
      typescript: rootVersion('typescript'),
      '@types/react': rootVersion('@types/react'),
      '@types/react-dom': rootVersion('@types/react-dom'),
    },
  }));
  // vitest sets NODE_ENV=test; Next builds for production only under its own value.
  const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const started = performance.now();
  run('pnpm', ['exec', 'next', 'build'], env);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`next build: ${seconds} s (load ${loadAverages()})`);

  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  server = spawn('pnpm', ['exec', 'next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: appDir,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  // Ready once it answers (expect.poll is for tests, not hooks).
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`next start did not answer on ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  browser = await chromium.launch(chromiumLaunchOptions);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  await page.goto(url);
  // Hydrated: the carousel's client code has run and wired its buttons.
  await page.getByRole('button', { name: 'Next slide' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  // `pnpm exec` starts next as a child: end the whole group this test started.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (appDir) fs.rmSync(appDir, { recursive: true, force: true });
});

describe('a fresh Next.js App Router app using the packed packages', () => {
  it("keeps 'use client' first in each published module whose source has it", () => {
    const source = path.resolve(import.meta.dirname, '../../packages/ui/src');
    const dist = path.join(appDir, 'node_modules/@company/ui/dist');
    const marked = fs
      .readdirSync(source, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f))
      .filter((f) => /^['"]use client['"]/.test(fs.readFileSync(path.join(source, f), 'utf8')));
    expect(marked.length).toBeGreaterThan(10);
    for (const file of marked) {
      const built = fs.readFileSync(path.join(dist, file.replace(/\.tsx?$/, '.js')), 'utf8');
      expect(built, file).toMatch(/^['"]use client['"];?\n/);
    }
    // Built for production whatever NODE_ENV the build ran under (this one ran under vitest's).
    const modules = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' });
    const devJsx = modules.filter(
      (f) =>
        f.endsWith('.js') &&
        fs.readFileSync(path.join(dist, f), 'utf8').includes('jsx-dev-runtime'),
    );
    expect(devJsx).toEqual([]);
    // The static ones stay server components.
    for (const file of [
      'components/RateTable/RateTable.js',
      'components/ProductTile/ProductTile.js',
    ])
      expect(fs.readFileSync(path.join(dist, file), 'utf8')).not.toContain('use client');
  });

  it('renders the rate table and the tile in the server HTML', async () => {
    const html = await (await fetch(url)).text();
    expect(html).toContain('Benchmark rates');
    expect(html).toContain('APR 16.00% to 35.00%');
    expect(html).toContain('New Two-Wheeler Loan');
    expect(html).toMatch(/<html[^>]*class="[^"]*companyui-\d+_\d+_\d+-/);
  });

  it('hydrates without a console error or a page error', async () => {
    await page.getByRole('combobox', { name: 'City' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  it('styles the components from the package CSS', async () => {
    const table = page.getByRole('table', { name: 'Benchmark rates' });
    await expect.poll(() => table.isVisible()).toBe(true);
    // RateTable's own stylesheet, and the reset the layout imports.
    expect(await table.evaluate((el) => getComputedStyle(el).borderCollapse)).toBe('collapse');
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  });

  it('opens the dialogs from their triggers and closes them with Escape', async () => {
    for (const [trigger, name] of [
      [/Asha Rao/, 'Asha Rao'],
      [/Apply Now/, /New Two-Wheeler Loan/],
    ] as const)
      await opensAndClosesWithEscape(page, trigger, name);
    expect(problems).toEqual([]);
  });
});
