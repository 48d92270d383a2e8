// Pre-renders every route of the site's route table into dist/<route>/index.html (and the
// not-found page into dist/404.html), with the page's head tags, its chunk preloaded and the web
// font preloaded, then writes sitemap.xml (every page in every language, with its alternates) and
// robots.txt from the same table.
// Run after `vite build` (client, with manifest) and `vite build --ssr src/app/entry-server.tsx`.
// `prerender.ts hi` does the same for the Hindi build (`--mode hi`: dist/hi, dist-ssr-hi), whose
// pages are at /hi/<route>; the sitemap, robots.txt and the news stories are the English run's.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { NewsItem } from '../src/content/news.ts';
import { pathIn, siteLanguages } from '../src/lib/languages.ts';
import { type Manifest, pageCss } from './prerender-css.ts';

const language = process.argv[2] ?? 'en';
if (!(siteLanguages as readonly string[]).includes(language))
  throw new Error(`no language ${language}: one of ${siteLanguages.join(', ')}`);
const english = language === 'en';
const siteDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(siteDir, english ? 'dist' : `dist/${language}`);
const ssrEntry = path.join(
  siteDir,
  english ? 'dist-ssr' : `dist-ssr-${language}`,
  'entry-server.js',
);
/** Where this build's own files are served from ('/', '/hi/'). */
const base = english ? '/' : `/${language}/`;

interface ServerEntry {
  render(path: string): Promise<{ html: string; head: string; module: string }>;
  siteRoutes: readonly { path: string; sitemap: boolean }[];
  siteUrl: string;
  companyTheme: string;
  htmlLang: string;
  newsItems: readonly NewsItem[];
  newsArticles: Readonly<Record<string, readonly string[]>>;
}

const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
const manifest = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('manifest has no entry');

/** The JS files a chunk needs, its static imports first (already loaded by the entry: skipped). */
function chunkFiles(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((k) => chunkFiles(k, seen)), chunk.file];
}
const entryFiles = new Set(chunkFiles(entryKey));

// The font of most of the page's letters: Latin (the English build's file), or Devanagari (the
// site's own cut in the public folder, src/frame/fonts.css.ts).
const latinFont = fs
  .readdirSync(path.join(dist, 'assets'))
  .find((f) => /^noto-sans-latin-wght-normal-.*\.woff2$/.test(f));
const fontUrl = english ? latinFont && `/assets/${latinFont}` : '/fonts/noto-sans-devanagari.woff2';

// The page's CSS goes inline in place of the entry's stylesheet link: no render-blocking request
// before the first paint. The Content-Security-Policy allows inline styles.
const stylesheet = new RegExp(`<link rel="stylesheet"[^>]* href="${base}assets/[^"]+\\.css">`).exec(
  template,
)?.[0];
if (!stylesheet) throw new Error('index.html has no stylesheet link');
const stylesheetLink: string = stylesheet;
const inlineCss = pageCss(dist, manifest, entryKey, base);

function page(rendered: { html: string; head: string; module: string }): string {
  // The module is named relative to src/map/ ('../pages/Home/Home.tsx').
  const key = path.posix.join('src/map', rendered.module);
  if (!manifest[key]) throw new Error(`no chunk for ${key} in the manifest`);
  const preloads = chunkFiles(key)
    .filter((f) => !entryFiles.has(f))
    .map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${f}">`);
  const font = fontUrl
    ? [`<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>`]
    : [];
  return (
    template
      .replace(
        '<html lang="en-IN">',
        `<html lang="${server.htmlLang}" class="${server.companyTheme}">`,
      )
      .replace('<!--head-->', [rendered.head, ...font, ...preloads].join('\n    '))
      .replace('<!--app-->', rendered.html)
      // The page is already in the HTML: its code (hydration) comes after the pictures and the font.
      .replace(
        '<script type="module" crossorigin',
        '<script type="module" crossorigin fetchpriority="low"',
      )
      .replace(stylesheetLink, () => inlineCss(key, rendered.html))
  );
}

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const started = performance.now();
for (const route of server.siteRoutes) {
  const rendered = await server.render(route.path);
  const file =
    route.path === '/' ? path.join(dist, 'index.html') : path.join(dist, route.path, 'index.html');
  write(file, page(rendered));
}
write(path.join(dist, '404.html'), page(await server.render('/404')));

// The sitemap names every page in every language, each with its alternates (hreflang), and
// robots.txt: written once, by the English run (the route table is the same for every language).
const sitemapRoutes = server.siteRoutes.filter((r) => r.sitemap);
const urls = sitemapRoutes.flatMap((r) => {
  const alternates = [
    ...siteLanguages.map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${l}" href="${server.siteUrl}${pathIn(l, r.path)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${server.siteUrl}${r.path}"/>`,
  ];
  return siteLanguages.map(
    (l) =>
      `  <url>\n    <loc>${server.siteUrl}${pathIn(l, r.path)}</loc>\n${alternates.join('\n')}\n  </url>`,
  );
});
let stories = 0;
if (english) {
  write(
    path.join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
  );
  write(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${server.siteUrl}/sitemap.xml\n`,
  );
  // The newsroom's sample stories (src/content/news-articles.ts): in the embedded default they stand
  // in for the publishers' pages, so that no newsroom link is dead. Plain pages of their own (the
  // publisher's site, not ours): no script, inline styles only.
  const escapeHtml = (text: string) =>
    text.replace(
      /[&<>"]/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
    );
  for (const item of server.newsItems) {
    if (!item.link.startsWith('/news/')) continue;
    const paragraphs = server.newsArticles[item.id];
    if (!paragraphs) throw new Error(`news item ${item.id} has no story in news-articles.ts`);
    const date = new Date(`${item.date}T00:00:00Z`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    write(
      path.join(dist, item.link),
      `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(item.headline)} | ${escapeHtml(item.source.name)}</title>
<style>
body{margin:0;font:1.0625rem/1.6 system-ui,sans-serif;color:#1f2328;background:#fff}
header,main,footer{max-width:42rem;margin:0 auto;padding:1rem 1.25rem}
header{border-bottom:1px solid #d0d7de;font-weight:700}
h1{font-size:1.75rem;line-height:1.25}
.meta,footer{color:#57606a;font-size:.9375rem}
a{color:#0b5cad}
</style>
</head>
<body>
<header>${escapeHtml(item.source.name)}</header>
<main>
<h1>${escapeHtml(item.headline)}</h1>
<p class="meta">${escapeHtml(item.source.name)}, ${date}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</main>
<footer><p>A sample story written for the demonstration site; a real deployment links the publisher's article. <a href="/newsroom">Back to the newsroom</a></p></footer>
</body>
</html>
`,
    );
    stories++;
  }
}

// Compressed copies of every text file, served by the API's static files (preCompressed).
let compressed = 0;
const walk = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
for (const file of walk(dist)) {
  if (
    !/\.(html|js|css|svg|xml|txt|json)$/.test(file) ||
    file.includes(`${path.sep}.vite${path.sep}`)
  )
    continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  compressed++;
}

console.info(
  `prerendered ${server.siteRoutes.length + 1} pages (${language}) and ${stories} sample news stories, ${english ? urls.length : 0} in sitemap.xml, ${compressed} files compressed, in ${Math.round(performance.now() - started)} ms`,
);
