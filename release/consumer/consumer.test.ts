import fs from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from '@company/testing/chromium';
import { serveStatic } from '@company/testing/static-server';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opensAndClosesWithEscape } from './dialog-check.ts';
import { installConsumerApp } from './install-app.ts';

/**
 * Consumer proof: a fresh Vite app OUTSIDE the workspace installs @company/ui and @company/forms
 * BY VERSION from the registry the release proof published them to (as another company property
 * installs them), plus React, renders the eight product components, builds with a plain Vite
 * config (no vanilla-extract plugin), and is checked in Chromium.
 */

let appDir: string;
let server: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  let run: (cmd: string, args: string[]) => string;
  ({ appDir, run } = installConsumerApp('company-consumer-'));
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
    // The everything-file, the opt-in font and reset, and each component's own stylesheet.
    for (const file of [
      'styles.css',
      'fonts.css',
      'themes/global.css',
      'themes/company.css',
      'components/RateTable/RateTable.css',
    ])
      expect(files).toContain(path.join('dist', file));
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
    await opensAndClosesWithEscape(page, /Asha Rao/, 'Asha Rao');
    // Focus goes back to the trigger once the dialog has closed; the next test must not type
    // into another field before that (focus would be taken from it, and its list close).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('Asha Rao');
  });

  it('filters the city list as the visitor types', async () => {
    // Focused first, then typed: a focus still settling from the dialog test cannot close the list.
    // Focused again on each try: the closed dialog's focus scope hands focus back to its trigger
    // once more when it unmounts, which can land after a single focus here.
    const city = page.getByRole('combobox', { name: 'City' });
    await expect
      .poll(async () => {
        await city.focus();
        return city.evaluate((el) => el === document.activeElement);
      })
      .toBe(true);
    await city.fill('pun');
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Pune']);
  });
});
