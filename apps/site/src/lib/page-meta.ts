import type { ComponentType } from 'react';

/** What a page says about itself to search engines and link previews (its module's `meta`). */
export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path on this site ('/new-bike'). */
  canonical: string;
  /** Open Graph image path (absolute URLs are made from the site origin). */
  image?: string;
  /** schema.org objects for this page, besides the organisation. */
  jsonLd?: readonly object[];
  /** Tell search engines not to index the page (payment results, not found). */
  noindex?: boolean;
}

/** What every page receives: the path of its record in the site map ('/new-bike'). */
/** A page's head: its canonical path, title and description, and any other field. */
export const pageMeta = (
  canonical: string,
  title: string,
  description: string,
  extra: Partial<PageMeta> = {},
): PageMeta => ({ canonical, title, description, ...extra });

export interface PageProps {
  path: string;
}

/**
 * A page module: the page as its default export and its head `meta` — a function of the path
 * when one module serves several paths (the product pages).
 */
export interface PageModule {
  default: ComponentType<PageProps>;
  meta: PageMeta | ((path: string) => PageMeta);
}

/** The head of the page a module shows at `path`. */
export function metaOf(module: PageModule, path: string): PageMeta {
  return typeof module.meta === 'function' ? module.meta(path) : module.meta;
}
