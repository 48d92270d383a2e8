import type { SectionName } from '../frame/sections.ts';

/** What a page says about itself to search engines and link previews. */
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

/** The `handle` of each route of the table. */
export interface RouteHandle {
  meta: PageMeta;
  /** A section of the page this route brings into view (`/testimonial`, `/our-products`). */
  section?: SectionName;
}
