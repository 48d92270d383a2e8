import fs from 'node:fs';
import path from 'node:path';
import { apiMessages } from '@company/forms/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { sendError } from '../lib/http.ts';

/** The pre-rendered site (`SITE_DIR`) behind the API, and the one 404 for everything else. */
export async function serveSite(app: FastifyInstance, config: Config): Promise<void> {
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !config.siteDir) {
      return sendError(
        reply,
        404,
        apiMessages.noRoute(request.method, request.url.split('?')[0] ?? ''),
      );
    }
    // The site is pre-rendered: /<route> is <route>/index.html (a Hindi page, /hi/<route>, is
    // hi/<route>/index.html). Any other path gets the not-found page of its language (hi/404.html
    // under /hi/, else 404.html) with a 404 status, or the app shell if the build has none.
    const page = prerenderedPage(config.siteDir, request.url);
    if (page) return reply.type('text/html').sendFile(page);
    const notFound = notFoundPage(config.siteDir, request.url);
    if (notFound) return reply.code(404).type('text/html').sendFile(notFound);
    return reply.type('text/html').sendFile('index.html');
  });

  if (config.siteDir) {
    if (!fs.existsSync(path.join(config.siteDir, 'index.html'))) {
      throw new Error(`SITE_DIR ${config.siteDir} has no index.html: build the site first`);
    }
    // preCompressed: the site's build writes .br and .gz beside each text file.
    await app.register(fastifyStatic, {
      root: config.siteDir,
      wildcard: true,
      preCompressed: true,
    });
  }
}

/** The languages whose pages live under /<language>/ (the site's build writes them there). */
const languageFolders = ['hi'];

/** The not-found page of a path's language (`hi/404.html` for /hi/…), else the English one. */
export function notFoundPage(siteDir: string, url: string): string | undefined {
  const first = (url.split('?')[0] ?? '').split('/')[1]?.toLowerCase() ?? '';
  const candidates = languageFolders.includes(first)
    ? [`${first}/404.html`, '404.html']
    : ['404.html'];
  return candidates.find((file) => fs.existsSync(path.join(siteDir, file)));
}

/**
 * The pre-rendered page of a site path: `<path>/index.html` inside `siteDir` (trailing slash or
 * not; paths match case-insensitively like the site's router), or undefined.
 */
export function prerenderedPage(siteDir: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\\'))) return undefined;
  for (const candidate of [segments.join('/'), segments.join('/').toLowerCase()]) {
    const file = path.join(candidate, 'index.html');
    const full = path.resolve(siteDir, file);
    if (full.startsWith(path.resolve(siteDir) + path.sep) && fs.existsSync(full)) return file;
  }
  return undefined;
}
