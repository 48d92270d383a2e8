import { companyTheme } from '@company/ui';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { headTags } from './lib/head.ts';
import type { RouteHandle } from './routes/handle.ts';
import { notFoundRoute, routes, siteRoutes } from './routes/table.tsx';

export { companyTheme, notFoundRoute, siteRoutes };

export interface Rendered {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** Title, description, canonical, Open Graph and JSON-LD tags. */
  head: string;
  /** Source files of the route modules rendered (to preload their chunks and styles). */
  routeIds: string[];
}

const handler = createStaticHandler(routes);

/** Renders one URL of the site to HTML, waiting for every lazy part (Suspense) to resolve. */
export async function render(url: string): Promise<Rendered> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect or a response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  const meta = handle?.meta;
  if (!meta) throw new Error(`${url}: its route has no meta`);
  return { html, head: headTags(meta), routeIds: context.matches.map((m) => m.route.path ?? '') };
}
