import { company } from '../content/company.ts';
import { organisationJsonLd } from '../content/structured-data.ts';
import { ogLocale, pageLanguage } from '../lib/language.ts';
import { pathIn, siteLanguages } from '../lib/languages.ts';
import type { PageMeta } from '../lib/page-meta.ts';
import { absoluteUrl } from '../lib/site.ts';

/**
 * A small head manager: the pre-renderer writes `headTags(meta)` into each page's HTML, and on
 * client-side navigation `applyHead(meta)` updates the same tags in place. Tags it owns carry
 * `data-head`, so nothing else in `<head>` is touched.
 */

export const fullTitle = (meta: PageMeta): string =>
  meta.canonical === '/' ? meta.title : `${meta.title} | ${company.brand}`;

interface Tag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

/** The page in every language (`hreflang`), English for anyone else (`x-default`). */
const alternates = (canonical: string): Tag[] => [
  ...siteLanguages.map((language) => ({
    tag: 'link' as const,
    attrs: { rel: 'alternate', hreflang: language, href: absoluteUrl(pathIn(language, canonical)) },
  })),
  {
    tag: 'link',
    attrs: { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(canonical) },
  },
];

function tagsOf(meta: PageMeta): Tag[] {
  const url = absoluteUrl(pathIn(pageLanguage, meta.canonical));
  const title = fullTitle(meta);
  const tags: Tag[] = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    ...alternates(meta.canonical),
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: company.brand } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:locale', content: ogLocale } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  if (meta.image)
    tags.push({ tag: 'meta', attrs: { property: 'og:image', content: absoluteUrl(meta.image) } });
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  for (const data of [organisationJsonLd(), ...(meta.jsonLd ?? [])]) {
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(data),
    });
  }
  return tags;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside <script>: '<' escaped so no '</script>' can end it early.
const escapeJson = (s: string) => s.replace(/</g, '\\u003c');

/** The `<title>` and the page's tags as HTML, for the pre-renderer. */
export function headTags(meta: PageMeta): string {
  const lines = [`<title>${escapeText(fullTitle(meta))}</title>`];
  for (const t of tagsOf(meta)) {
    const attrs = Object.entries(t.attrs)
      .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
      .join('');
    lines.push(
      t.tag === 'script'
        ? `<script data-head${attrs}>${escapeJson(t.text ?? '')}</script>`
        : `<${t.tag} data-head${attrs}>`,
    );
  }
  return lines.join('\n    ');
}

/** Replaces the page's head tags after a client-side navigation. */
export function applyHead(meta: PageMeta): void {
  document.title = fullTitle(meta);
  for (const old of document.head.querySelectorAll('[data-head]')) old.remove();
  for (const t of tagsOf(meta)) {
    const el = document.createElement(t.tag);
    el.setAttribute('data-head', '');
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    if (t.text) el.textContent = t.text;
    document.head.append(el);
  }
}
