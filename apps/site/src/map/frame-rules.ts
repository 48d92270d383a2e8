/**
 * The page frame's rules as pure functions of the path, read from the route records of
 * `site-map.tsx`, so the app, the pre-renderer and the tests agree.
 */
import { normalisePath } from '../lib/paths.ts';
import { matchSiteRoute } from './site-map.tsx';

export { normalisePath };

export function showsHeaderAndFooter(pathname: string): boolean {
  return matchSiteRoute(pathname).frame.headerAndFooter;
}

export function showsCategoryBar(pathname: string): boolean {
  return matchSiteRoute(pathname).frame.categoryBar;
}

export function showsWhatsApp(pathname: string): boolean {
  return matchSiteRoute(pathname).frame.whatsApp;
}

export function showsLogoBar(pathname: string): boolean {
  return matchSiteRoute(pathname).frame.logoBar;
}
