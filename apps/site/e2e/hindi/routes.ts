import { prerenderedRoutes } from '../a11y/routes.ts';

/** Every route the English build pre-rendered, and the not-found page ('/no-such-page'). */
export const englishRoutes = (): string[] =>
  prerenderedRoutes().filter((route) => route !== '/hi' && !route.startsWith('/hi/'));

/** A route's Hindi path: '/' → '/hi', '/new-bike' → '/hi/new-bike'. */
export const inHindi = (route: string) => (route === '/' ? '/hi' : `/hi${route}`);

/** The share of a text's letters that are Devanagari (Latin letters being the rest). */
export function devanagariShare(text: string): number {
  const hindi = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return hindi + latin === 0 ? 0 : hindi / (hindi + latin);
}
