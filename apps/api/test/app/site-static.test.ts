import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPage } from '../../src/app/site.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

// A pre-rendered site as the site's build writes it: one index.html per route, 404.html, and
// compressed copies beside the text files.
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-static-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  fs.writeFileSync(path.join(siteDir, file), text);
};
write('index.html', '<h1>home</h1>');
write('404.html', '<h1>Page not found</h1>');
write('new-bike/index.html', '<h1>New Two-Wheeler Loan</h1>');
write('enquiry/index.html', '<h1>enquiry</h1>');
write('hi/index.html', '<h1>होम</h1>');
write('hi/404.html', '<h1>पेज नहीं मिला</h1>');
write('hi/new-bike/index.html', '<h1>नई टू-व्हीलर के लिए लोन</h1>');
write('assets/app.js', 'console.log("app")');
fs.writeFileSync(
  path.join(siteDir, 'assets/app.js.br'),
  zlib.brotliCompressSync('console.log("app")'),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_DIR: siteDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

describe('serving the pre-rendered site', () => {
  it.each(['/new-bike', '/new-bike/', '/new-bike?utm=x', '/NEW-BIKE'])(
    '%s is new-bike/index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('New Two-Wheeler Loan');
    },
  );

  it('serves / and /Enquiry from their pages', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('home');
    expect((await t.app.inject({ method: 'GET', url: '/Enquiry' })).body).toContain('enquiry');
  });

  it.each(['/no-such-page', '/new-bike/extra', '/..%2f..%2fetc/passwd'])(
    '%s gets the not-found page with a 404',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Page not found');
    },
  );

  it.each(['/hi', '/hi/', '/HI/new-bike'])('%s is the Hindi page', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/होम|नई टू-व्हीलर/);
  });

  it.each(['/hi/no-such-page', '/hi/new-bike/extra'])(
    '%s gets the Hindi not-found page with a 404',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('पेज नहीं मिला');
    },
  );

  it('keeps answering unknown API paths with JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });

  it('serves the pre-compressed copy when the browser takes it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("app")');
  });

  it('never resolves a page outside the site folder', () => {
    expect(prerenderedPage(siteDir, '/../new-bike')).toBeUndefined();
    expect(prerenderedPage(siteDir, '/%E0%A4%A')).toBeUndefined();
    expect(prerenderedPage(siteDir, '/new-bike')).toBe(path.join('new-bike', 'index.html'));
  });
});
