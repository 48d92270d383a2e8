import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../browser.ts';
import { dist, gzipSize, kib, prerenderedFiles, scriptsBeforeInteraction } from './build-output.ts';

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
  // (carousel, product tiles, with the tiles' representative examples and their APR, which RBI's
  // KFS circular asks for wherever a rate is offered). Held to 90,000 B, the stricter reading of
  // "90 kB".
  it.each([412, 1280])(
    '/ downloads at most 90 kB gzip of JavaScript before any interaction at %ipx',
    async (width) => {
      // The carousel and tiles are on screen at both widths: their code is part of the figure.
      const { scripts, total } = await scriptsBeforeInteraction(
        browser,
        '/',
        '../pages/Home/Home.tsx',
        { width, settleMs: 1500, budget: 'budget 90,000 B' },
      );
      expect([...scripts.keys()].some((f) => path.basename(f).startsWith('HomeCarousel-'))).toBe(
        true,
      );
      expect(total).toBeLessThanOrEqual(90_000);
    },
  );

  // The transactional pages: their form libraries (downshift, the OTP and file inputs, the
  // captcha) come with them; the HTTP client and the rules load with the first interaction.
  it.each([
    ['/customer-care', '../pages/CustomerCare/CustomerCare.tsx'],
    ['/mandate', '../pages/Mandate/Mandate.tsx'],
    ['/initiate-payment', '../pages/InitiatePayment/InitiatePayment.tsx'],
    ['/enquiry', '../pages/Enquiry/Enquiry.tsx'],
    ['/track-request', '../pages/TrackRequest/TrackRequest.tsx'],
    ['/my-loan', '../pages/MyLoan/MyLoan.tsx'],
  ])(
    '%s downloads at most 120 kB gzip of JavaScript before any interaction',
    async (route, module) => {
      const { total } = await scriptsBeforeInteraction(browser, route, module, {
        budget: 'budget 120 kB = 122,880 B',
      });
      expect(total).toBeLessThanOrEqual(122_880);
    },
  );
});

describe('SVG images on the first screen', () => {
  // Chromium builds a whole SVG document on the main thread for every SVG image a page uses (an
  // <img> or a CSS image), inside the first frame's style update: 2–5 ms of CPU each on this
  // project's machines. The frame's icons are symbols in the page; pictures are WebP.
  it('no pre-rendered page uses an SVG image, and every icon it draws is a symbol in it', () => {
    const pages = prerenderedFiles();
    expect(pages.length).toBeGreaterThan(20);
    let icons = 0;
    for (const file of pages) {
      const html = fs.readFileSync(path.join(dist, file), 'utf8');
      expect(html.match(/<img[^>]*\ssrc="[^"]+\.svg"/g) ?? [], file).toEqual([]);
      expect(html.match(/url\("?data:image\/svg\+xml/g) ?? [], file).toEqual([]);
      const symbols = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
      for (const [, id] of html.matchAll(/<use href="#([^"]+)"/g)) {
        expect(symbols.has(id), `${file}: #${id}`).toBe(true);
        icons++;
      }
    }
    expect(icons).toBeGreaterThan(pages.length);
  });
});
