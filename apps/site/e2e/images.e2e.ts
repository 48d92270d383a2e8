import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseURL } from './browser.ts';
import { dist, prerenderedFiles } from './budgets/build-output.ts';

/**
 * Every picture a pre-rendered page names (an `<img>`'s `src` and `srcset`, a `<source>`'s
 * `srcset`, an image preload), in both languages' builds, answers 200 with an image: a path
 * resolved against the page's own folder (`/hi/images/…`) is a broken picture on every Hindi page.
 */
function picturesOf(html: string): string[] {
  const urls: string[] = [];
  for (const [, attribute, value] of html.matchAll(/\s(src|srcset|imagesrcset)="([^"]+)"/g)) {
    if (attribute === 'src') urls.push(value ?? '');
    else
      for (const candidate of (value ?? '').split(','))
        urls.push(candidate.trim().split(/\s+/)[0] ?? '');
  }
  return urls.filter((url) => /\.(webp|avif|png|jpe?g|svg|gif)(\?|$)/i.test(url));
}

describe('pictures of the pre-rendered pages', () => {
  it('every picture of every page, English and Hindi, answers 200 with an image', async () => {
    const pages = new Map<string, string>(); // picture → first page naming it
    let namedByHindiPages = 0;
    for (const file of prerenderedFiles()) {
      const html = fs.readFileSync(path.join(dist, file), 'utf8');
      const pagePath = `/${file}`;
      const pictures = picturesOf(html);
      if (pagePath.startsWith('/hi/')) namedByHindiPages += pictures.length;
      for (const url of pictures) {
        const absolute = new URL(url, new URL(pagePath, baseURL())).href;
        if (!pages.has(absolute)) pages.set(absolute, pagePath);
      }
    }
    expect(namedByHindiPages, 'the Hindi pages name pictures too').toBeGreaterThan(0);
    const broken: string[] = [];
    for (const [url, page] of pages) {
      if (new URL(url).origin !== new URL(baseURL()).origin) continue;
      const response = await fetch(url);
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !type.startsWith('image/')) {
        broken.push(`${new URL(url).pathname} (on ${page}): ${response.status} ${type}`);
      }
      await response.arrayBuffer();
    }
    console.info(`${pages.size} pictures named by ${prerenderedFiles().length} pages`);
    expect(broken).toEqual([]);
  });
});
