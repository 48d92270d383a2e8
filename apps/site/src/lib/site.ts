/**
 * The site's public origin, for canonical URLs, Open Graph URLs, the sitemap and structured data:
 * `VITE_SITE_URL` at build time (e.g. https://www.example.in), by default the address `npm start`
 * serves on.
 */
export const siteUrl: string = (import.meta.env.VITE_SITE_URL || 'http://localhost:3000').replace(
  /\/+$/,
  '',
);

/** An absolute URL on this site. */
export const absoluteUrl = (path: string): string =>
  `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
