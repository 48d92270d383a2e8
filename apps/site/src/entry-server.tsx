import { companyTheme } from '@company/ui';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { headTags } from './lib/head.ts';
import { loadPage, matchSiteRoute, notFoundRoute, siteRoutes } from './routes/table.tsx';

export { siteUrl } from './lib/site.ts';
export { companyTheme, notFoundRoute, siteRoutes };

export interface Rendered {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** Title, description, canonical, Open Graph and JSON-LD tags. */
  head: string;
  /** The page module's file ('./Home.tsx'), to preload its chunk and styles. */
  module: string;
}

/** Renders one path of the site to HTML, waiting for every lazy part to resolve. */
export async function render(path: string): Promise<Rendered> {
  const route = matchSiteRoute(path);
  const { meta } = await loadPage(route.module);
  if (!meta) throw new Error(`${route.module} has no \`meta\` export (title, description, canonical)`);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return { html, head: headTags(meta), module: route.module };
}
