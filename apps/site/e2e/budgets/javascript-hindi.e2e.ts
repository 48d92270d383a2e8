import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../browser.ts';
import { openPage } from '../open-page.ts';
import { dist, scriptsBeforeInteraction } from './build-output.ts';

/**
 * The Hindi pages' JavaScript budgets (their English ones: javascript.e2e.ts), and what English
 * pages must not carry: no Hindi words but the switch's one, no Devanagari font.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const devanagariWords = (text: string) =>
  [...new Set(text.match(/[\u0900-\u097F]+/g) ?? [])].filter((word) => word !== 'हिन्दी');

describe('JavaScript budget of the Hindi pages', () => {
  it.each([412, 1280])(
    '/hi downloads at most 95,000 B gzip of JavaScript before any interaction at %ipx',
    async (width) => {
      const { total } = await scriptsBeforeInteraction(browser, '/hi', '../pages/Home/Home.tsx', {
        width,
        settleMs: 1500,
        budget: 'budget 95,000 B',
      });
      expect(total).toBeLessThanOrEqual(95_000);
    },
  );

  it.each([
    ['/hi/customer-care', '../pages/CustomerCare/CustomerCare.tsx'],
    ['/hi/enquiry', '../pages/Enquiry/Enquiry.tsx'],
    ['/hi/track-request', '../pages/TrackRequest/TrackRequest.tsx'],
    ['/hi/my-loan', '../pages/MyLoan/MyLoan.tsx'],
    ['/hi/initiate-payment', '../pages/InitiatePayment/InitiatePayment.tsx'],
    ['/hi/mandate', '../pages/Mandate/Mandate.tsx'],
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

describe('English pages carry no Hindi', () => {
  it('no English script holds a Hindi word but the switch’s, and / fetches no Devanagari font', async () => {
    const assets = path.join(dist, 'assets');
    for (const file of fs.readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      expect(devanagariWords(fs.readFileSync(path.join(assets, file), 'utf8')), file).toEqual([]);
    }
    const page = await openPage(browser, 412);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    expect(fonts.filter((f) => /devanagari/.test(f))).toEqual([]);
    await page.context().close();
  });
});
