import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile } from './browser.ts';
import { openPage } from './open-page.ts';
import { paymentAndMandatePages } from './site-pages.ts';

/**
 * Crawls the built site from `/` in Chromium, following every internal link, and checks that each
 * internal page answers 200 and renders a real page (not the not-found page), and that each
 * document link answers 200 with the document itself (not the site's HTML fallback).
 */

// Routes declared in the route table whose pages belong to issues not built yet (customer care,
// enquiry, e-mandate and payments of transactional-flows.md): they show the not-found page inside
// the frame for now. Take an entry out when its page lands.
const notBuiltYet = new Set(['/customer-care', '/enquiry', ...paymentAndMandatePages]);

const MAX_PAGES = 120;
const isDocument = (path: string) => /\.(pdf|zip)$/i.test(path) || path.startsWith('/documents/');

const browser = browserForFile();

describe('link checker', () => {
  it('every internal link and document link of the embedded default answers 200', async () => {
    const origin = new URL(baseURL()).origin;
    const page = await openPage(browser());
    const queue: string[] = ['/'];
    const seen = new Set<string>(queue);
    const documents = new Map<string, string>(); // document path → first page linking it
    const broken: string[] = [];
    const placeholders: string[] = [];
    let crawled = 0;

    while (queue.length > 0 && crawled < MAX_PAGES) {
      const path = queue.shift() as string;
      crawled++;
      // The pre-rendered HTML holds every link: no need to wait for scripts and images.
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      if (response?.status() !== 200) {
        broken.push(`${path}: HTTP ${response?.status()}`);
        continue;
      }
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor({ timeout: 10_000 }).catch(() => {});
      const title = (await heading.textContent().catch(() => null))?.trim();
      if (title === 'Page not found') {
        const route = new URL(path, origin).pathname.toLowerCase();
        if (notBuiltYet.has(route)) placeholders.push(path);
        else broken.push(`${path}: renders the not-found page`);
      }
      if (!title) broken.push(`${path}: no h1`);
      const hrefs = await page.$$eval('a[href]', (as) =>
        as.map((a) => (a as HTMLAnchorElement).href),
      );
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        const target = `${url.pathname}${url.search}`;
        if (isDocument(url.pathname)) {
          if (!documents.has(url.pathname)) documents.set(url.pathname, path);
        } else if (!url.pathname.startsWith('/api/') && !seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }

    for (const [documentPath, from] of documents) {
      const res = await fetch(new URL(documentPath, origin));
      const type = res.headers.get('content-type') ?? '';
      const bytes = new Uint8Array(await res.arrayBuffer());
      const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
      const ok =
        res.status === 200 &&
        !type.includes('text/html') &&
        (documentPath.endsWith('.pdf') ? head === '%PDF-' : bytes.length > 0);
      if (!ok) broken.push(`${documentPath} (linked from ${from}): HTTP ${res.status}, ${type}`);
    }

    console.info(
      `link checker: ${crawled} pages, ${documents.size} documents, ${placeholders.length} placeholder routes of later issues`,
    );
    expect(crawled).toBeLessThan(MAX_PAGES);
    expect(documents.size).toBeGreaterThanOrEqual(55);
    expect(broken).toEqual([]);
    await page.context().close();
  }, 180_000);
});
