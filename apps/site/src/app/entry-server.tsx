import { companyTheme } from '@company/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { headTags } from '../frame/head.ts';
import { htmlLang, pageLanguage, pathPrefix } from '../lib/language.ts';
import { pathIn } from '../lib/languages.ts';
import { matchSiteRoute, notFoundRoute, pageMeta, siteRoutes } from '../map/site-map.tsx';
import { App } from './App.tsx';

export { newsItems } from '../content/news.ts';
export { newsArticles } from '../content/news-articles.ts';
export { siteUrl } from '../lib/site.ts';
export { companyTheme, htmlLang, notFoundRoute, pageLanguage, siteRoutes };

export interface Rendered {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** Title, description, canonical, Open Graph and JSON-LD tags. */
  head: string;
  /** The page module's file ('../Home.tsx'), to preload its chunk and styles. */
  module: string;
}

/** Renders one path of the site (a route's path, '/new-bike') to HTML in the build's language, with every lazy part resolved. */
export async function render(path: string): Promise<Rendered> {
  const route = matchSiteRoute(path);
  const meta = await pageMeta(route);
  if (!meta)
    throw new Error(`${route.module} has no \`meta\` export (title, description, canonical)`);
  const app = (
    <StrictMode>
      <StaticRouter location={pathIn(pageLanguage, path)} basename={pathPrefix || undefined}>
        <App />
      </StaticRouter>
    </StrictMode>
  );
  // First pass: waits for every lazy part of the page (pages, deferred sections) to load.
  const { prelude } = await prerenderToNodeStream(app);
  for await (const _ of prelude) {
    // drained
  }
  // Second pass, with every lazy part loaded: plain HTML, no out-of-order boundary scripts
  // (which the site's Content-Security-Policy would block).
  const html = renderToString(app);
  return { html, head: headTags(meta), module: route.module };
}
