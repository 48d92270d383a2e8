import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/lib/chromium.ts';
import { serveStatic } from '../../../scripts/lib/static-server.ts';

/**
 * Consumer proof: a fresh Vite app OUTSIDE the workspace installs the packed tarballs of
 * @company/ui and @company/forms (as another company property would from the registry) plus
 * React, renders the eight product components, builds with a plain Vite config (no vanilla-extract
 * plugin), and is checked in Chromium. `npm test` packs the tarballs first (PACKS_DIR).
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const packsDir = process.env.PACKS_DIR ?? path.join(repo, 'node_modules/.cache/packs');
const version = (pkg: string) =>
  JSON.parse(fs.readFileSync(path.join(repo, 'packages', pkg, 'package.json'), 'utf8'))
    .version as string;
const tarball = (pkg: string) => path.join(packsDir, `company-${pkg}-${version(pkg)}.tgz`);
const rootVersion = (dep: string) =>
  JSON.parse(fs.readFileSync(path.join(repo, 'node_modules', dep, 'package.json'), 'utf8'))
    .version as string;

let appDir: string;
let server: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  for (const pkg of ['ui', 'forms']) {
    if (!fs.existsSync(tarball(pkg)))
      throw new Error(`No ${tarball(pkg)}: run npm test (it packs the packages)`);
  }
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'company-consumer-'));
  fs.cpSync(path.join(import.meta.dirname, 'app'), appDir, { recursive: true });
  const forms = `file:${tarball('forms')}`;
  fs.writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify(
      {
        name: 'consumer-proof',
        private: true,
        type: 'module',
        dependencies: {
          '@company/ui': `file:${tarball('ui')}`,
          '@company/forms': forms,
          react: rootVersion('react'),
          'react-dom': rootVersion('react-dom'),
        },
        devDependencies: {
          vite: rootVersion('vite'),
          '@vitejs/plugin-react': rootVersion('@vitejs/plugin-react'),
        },
        // @company/ui depends on @company/forms, which is not on the public registry.
        pnpm: { overrides: { '@company/forms': forms } },
      },
      null,
      2,
    ),
  );
  const run = (cmd: string, args: string[]) =>
    execFileSync(cmd, args, {
      cwd: appDir,
      stdio: 'pipe',
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    });
  run('pnpm', [
    'install',
    '--ignore-workspace',
    '--prefer-offline',
    '--config.confirmModulesPurge=false',
  ]);
  run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn']);
  server = await serveStatic(path.join(appDir, 'dist'));
  browser = await chromium.launch(chromiumLaunchOptions);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Consumer proof' }).waitFor();
  expect(errors).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (appDir) fs.rmSync(appDir, { recursive: true, force: true });
});

describe('a fresh Vite app using the packed packages', () => {
  it('ships no vanilla-extract source and needs no plugin', () => {
    const installed = path.join(appDir, 'node_modules/@company/ui');
    const files = fs.readdirSync(installed, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => f.endsWith('.css.ts'))).toEqual([]);
    expect(files).toContain(path.join('dist', 'styles.css'));
  });

  it('styles the components from the one stylesheet and the theme', async () => {
    const next = page.getByRole('button', { name: 'Next slide' });
    await expect.poll(() => next.isVisible()).toBe(true);
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toContain('Noto Sans Variable');
    // The lead dialog's submit button is styled by the package's primary tone (the theme's brand).
    const apply = page.getByRole('button', { name: 'Apply Now' }).first();
    await expect.poll(() => apply.isVisible()).toBe(true);
    const classes = await page.evaluate(() =>
      [...document.querySelectorAll('[class]')].map((el) => el.className).join(' '),
    );
    expect(classes).toMatch(/companyui-\d+_\d+_\d+-/);
  });

  it('renders the eight product components', async () => {
    await expect.poll(() => page.getByRole('region', { name: 'Offers' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: /New Two-Wheeler Loan/ }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('table', { name: 'Benchmark rates' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /Asha Rao/ }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'One-time code' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('combobox', { name: 'City' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('img', { name: /^Security code/ }).isVisible())
      .toBe(true);
  });

  it('opens a dialog from its trigger and closes it with Escape', async () => {
    await page.getByRole('button', { name: /Asha Rao/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Asha Rao' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => dialog.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe('rgba(0, 0, 0, 0)');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back to the trigger once the dialog has closed; the next test must not type
    // into another field before that (focus would be taken from it, and its list close).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('Asha Rao');
  });

  it('filters the city list as the visitor types', async () => {
    await page.getByRole('combobox', { name: 'City' }).fill('pun');
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Pune']);
  });
});
