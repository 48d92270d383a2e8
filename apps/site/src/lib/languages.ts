/**
 * The site's languages and where each one's pages live. Every build carries this small table
 * (the language switch, `hreflang` and the sitemap name both versions of a page); the words of
 * each language live in its own build (docs/i18n.md).
 */
export const siteLanguages = ['en', 'hi'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

/** Each language named in itself, as a language switch names it. */
export const languageNames: Readonly<Record<SiteLanguage, string>> = {
  en: 'English',
  hi: 'हिन्दी',
};

/** The path prefix of each language's pages: English at the root, Hindi under `/hi`. */
export const languagePrefix: Readonly<Record<SiteLanguage, string>> = { en: '', hi: '/hi' };

/** A route's path ('/new-bike', '/') in a language's version of the site ('/hi/new-bike', '/hi'). */
export function pathIn(language: SiteLanguage, path: string): string {
  const prefix = languagePrefix[language];
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}
