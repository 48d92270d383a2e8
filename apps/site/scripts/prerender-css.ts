import fs from 'node:fs';
import path from 'node:path';

/**
 * The CSS a pre-rendered page inlines: the stylesheets of the chunks its HTML uses, not the whole
 * site's. Always the entry's (the frame, the theme, the reset, the font faces) and the page
 * module's with its static imports; besides those, each lazy chunk (a deferred section, the
 * footer, the carousel) whose stylesheet styles a class the page's HTML carries, i.e. a part the
 * pre-render rendered. Dialogs, the Toaster and other pages stay out: their chunk brings its CSS
 * when its code loads (scripts/css-preload-helper.ts skips a file the page already inlined,
 * marked by `data-href`).
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** Every stylesheet of the build, in the order the chunks load (static imports before the chunk). */
function cssInLoadOrder(manifest: Manifest, entryKey: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const k of chunk.imports ?? []) visit(k);
    for (const css of chunk.css ?? []) if (!order.includes(css)) order.push(css);
    for (const k of chunk.dynamicImports ?? []) visit(k);
  };
  visit(entryKey);
  return order;
}

/** The stylesheets of a chunk and of its static imports. */
function staticCss(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.imports ?? []).flatMap((k) => staticCss(manifest, k, seen)),
    ...(chunk.css ?? []),
  ];
}

const classesOf = (css: string) =>
  new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string));

export function pageCss(dist: string, manifest: Manifest, entryKey: string, base = '/') {
  const files = cssInLoadOrder(manifest, entryKey);
  const text = new Map(files.map((f) => [f, fs.readFileSync(path.join(dist, f), 'utf8')]));
  const classes = new Map(files.map((f) => [f, classesOf(text.get(f) ?? '')]));
  const always = new Set(staticCss(manifest, entryKey));

  /** The `<style>` elements for a page rendered from `moduleKey` into `html`. */
  return (moduleKey: string, html: string): string => {
    const own = new Set(staticCss(manifest, moduleKey));
    const used = new Set(
      [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)),
    );
    return files
      .filter(
        (f) => always.has(f) || own.has(f) || [...(classes.get(f) ?? [])].some((c) => used.has(c)),
      )
      .map(
        (f) =>
          `<style data-href="${base}${f}">${(text.get(f) ?? '').replace(/<\/style/gi, '<\\/style')}</style>`,
      )
      .join('');
  };
}
