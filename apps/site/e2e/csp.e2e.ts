import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch } from './browser.ts';
import { challengeHeaders } from './challenge-api.ts';

/**
 * The API's Content-Security-Policy against the built site it serves (`npm start`): every
 * pre-rendered route carries a strict policy, and loading, hydrating and using the page in
 * Chromium breaks none of it (no `securitypolicyviolation` event, no CSP console error).
 */

const dist = path.resolve(import.meta.dirname, '../dist');

/** Every route the build pre-rendered: each `<route>/index.html` of the dist folder. */
function prerenderedRoutes(dir = dist, prefix = ''): string[] {
  const routes: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'index.html') routes.push(prefix || '/');
    if (entry.isDirectory() && !entry.name.startsWith('.')) {
      routes.push(...prerenderedRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`));
    }
  }
  return routes.sort();
}

const routes = prerenderedRoutes();
/** An unknown path: the not-found page is served with the same policy. */
const notFound = '/no-such-page-for-csp';

function directives(header: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A page that reports every CSP violation and CSP console error of every document it loads. */
async function watchedPage(): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: Violation) => {
    problems.push(`violation of ${v.directive}: ${v.blocked} (${v.source})`);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation(v: Violation): void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => {
      report({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /content[ -]security[ -]policy/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  return { page, problems };
}

/** Loads a route, waits for hydration, and scrolls to the end so lazy sections and media load. */
async function loadAndHydrate(page: Page, route: string): Promise<void> {
  await page.goto(route, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.page !== undefined);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
}

describe('Content-Security-Policy header', () => {
  it('the build pre-rendered the site', () => {
    expect(routes).toContain('/');
    expect(routes.length).toBeGreaterThan(10);
  });

  it.each([...routes, notFound])(
    '%s: strict policy (no unsafe-eval, no wildcard script source)',
    async (route) => {
      const res = await fetch(`${baseURL()}${route}`);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const header = res.headers.get('content-security-policy');
      expect(header).toBeTruthy();
      const policy = directives(header ?? '');
      const scripts = policy.get('script-src') ?? policy.get('default-src');
      expect(scripts).toBeDefined();
      for (const forbidden of [
        "'unsafe-eval'",
        "'unsafe-inline'",
        '*',
        'data:',
        'http:',
        'https:',
      ]) {
        expect(scripts).not.toContain(forbidden);
      }
      expect(scripts?.some((source) => source.includes('*'))).toBe(false);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    },
  );
});

describe('no CSP violation in Chromium', () => {
  it('the watcher itself sees a violation (an inline script and an eval, injected on purpose)', async () => {
    const { page, problems } = await watchedPage();
    try {
      await loadAndHydrate(page, '/');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.head.append(script);
        try {
          // biome-ignore lint/security/noGlobalEval: the point of this check
          eval('1');
        } catch {}
      });
      await expect.poll(() => problems.length).toBeGreaterThanOrEqual(2);
      expect(problems.join('\n')).toMatch(/script-src/);
      expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it.each([...routes, notFound])('%s: loaded, hydrated and scrolled through', async (route) => {
    const { page, problems } = await watchedPage();
    try {
      await loadAndHydrate(page, route);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('home: the About Us menu and an Apply Now dialog', async () => {
    const { page, problems } = await watchedPage();
    try {
      await loadAndHydrate(page, '/');
      await page.evaluate(() => window.scrollTo(0, 0));
      const aboutUs = page.getByRole('button', { name: 'About Us' });
      await aboutUs.click();
      expect(await aboutUs.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');

      const apply = page.getByRole('button', { name: /^Apply Now / }).first();
      await apply.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await apply.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByLabel('Name').fill('Csp Check');
      await dialog.getByLabel('Mobile').fill('98765');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the sandbox checkout page served by the API, paid through to /payment-response', async () => {
    const api = async (path: string, init?: RequestInit) =>
      (await fetch(`${baseURL()}${path}`, init)).json();
    const { data: captcha } = await api('/api/v1/bb/payments/captcha');
    const outbox = await api(`/api/dev/outbox?to=${captcha.captchaId}&channel=captcha`);
    const order = await api('/api/v1/bb/payments/create-order', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await challengeHeaders(baseURL())) },
      body: JSON.stringify({
        lan: 'TW0000100001',
        mobileNo: '9876543210',
        amount: '100',
        captchaId: captcha.captchaId,
        enteredCaptcha: outbox.messages[0].code,
      }),
    });
    const checkout: string = order.data.checkout_url;
    const header = (await fetch(`${baseURL()}${checkout}`)).headers.get('content-security-policy');
    expect(header).toMatch(/script-src 'self'/);
    const { page, problems } = await watchedPage();
    try {
      await page.goto(checkout, { waitUntil: 'load' });
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/payment-response\?order_id=/);
      await page.waitForFunction(() => document.documentElement.dataset.page !== undefined);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
