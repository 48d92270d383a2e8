// Prints the CSS each pre-rendered page carries inline (its <style> elements), in bytes and gzip
// (level 9), for the routes given (default `/`, `/product-layout`, `/customer-care`).
// Run after the site build: node apps/site/scripts/inline-css-size.ts [dist] [route…]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [distArg, ...routeArgs] = process.argv.slice(2);
const dist = path.resolve(distArg ?? path.join(import.meta.dirname, '..', 'dist'));
const routes = routeArgs.length > 0 ? routeArgs : ['/', '/product-layout', '/customer-care'];

for (const route of routes) {
  const html = fs.readFileSync(path.join(dist, route, 'index.html'), 'utf8');
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const gzip = zlib.gzipSync(css, { level: 9 }).length;
  console.info(
    `${route.padEnd(16)} inline CSS ${Buffer.byteLength(css).toLocaleString('en')} B, gzip ${gzip.toLocaleString('en')} B`,
  );
}
