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
