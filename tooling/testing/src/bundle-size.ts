import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { build } from 'vite';

export interface BundleSizeOptions {
  /** Module specifiers left out of the bundle (exact names or `name/…` subpaths, or patterns). */
  readonly external?: readonly (string | RegExp)[];
  /** Directory that bare imports in `source` resolve from. Defaults to the working directory. */
  readonly resolveFrom?: string;
  /** Extra Vite plugins, e.g. vanilla-extract for a package measured from source. */
  readonly plugins?: readonly Plugin[];
  /**
   * Build JSX and dependencies as a consumer's production build does (`NODE_ENV` 'production',
   * no JSX dev runtime) even when run from a test runner whose `NODE_ENV` is 'test'.
   */
  readonly production?: boolean;
  /**
   * Leave out Vite's dynamic-import helper (`vite/preload-helper`), which a consumer's build adds
   * once per app for all its `import()`s (an app with lazy routes already has it): a package's
   * figure then holds only the package's code.
   */
  readonly appRuntimeExternal?: boolean;
}

/** One emitted JavaScript chunk: the entry's, or one loaded later by a dynamic `import()`. */
export interface ChunkSize {
  readonly fileName: string;
  /** True for the entry chunk and the chunks it imports statically: what a page loads up front. */
  readonly initial: boolean;
  /** Minified, gzip level 9 bytes of its JavaScript. */
  readonly gzip: number;
  /** Gzip level 9 bytes of the CSS that comes with this chunk (0 when none). */
  readonly cssGzip: number;
  /** Its modules and their minified lengths, largest first. */
  readonly modules: readonly { readonly id: string; readonly length: number }[];
}

export interface BundleSize {
  /** Minified bytes. */
  readonly raw: number;
  /** Minified, then gzip level 9 bytes: what a browser downloads. */
  readonly gzip: number;
  /** The minified code, to check what got in. */
  readonly code: string;
  /** Minified CSS, gzip level 9 (0 when the bundle has no CSS). */
  readonly cssGzip: number;
  /** The minified CSS, to check what got in. */
  readonly css: string;
  /** Every module that contributed code (absolute paths; tree-shaken-away modules excluded). */
  readonly modules: readonly string[];
  /** Each chunk on its own, gzipped separately, as a browser downloads them. */
  readonly chunks: readonly ChunkSize[];
  /** Sum of the initial chunks' gzip JS + CSS: what a page pays before any interaction. */
  readonly initialTotal: number;
  /** Sum of the lazy (dynamically imported) chunks' gzip JS + CSS. */
  readonly lazyTotal: number;
}

const entryId = 'bundle-size:entry';
const resolvedEntryId = `\0${entryId}`;

/**
 * Bundles `source` (an ES module, e.g. `export { pan } from '@company/forms'`) for the browser
 * the way a consumer's production build would: Vite (rolldown), minified, tree-shaken, no files
 * written. Returns the raw and gzip byte counts.
 */
export async function measureBundle(
  source: string,
  options: BundleSizeOptions = {},
): Promise<BundleSize> {
  const external = options.external ?? [];
  const isExternal = (id: string) =>
    external.some((name) =>
      typeof name === 'string' ? id === name || id.startsWith(`${name}/`) : name.test(id),
    );
  const result = await build({
    configFile: false,
    envFile: false,
    root: options.resolveFrom ?? process.cwd(),
    logLevel: 'silent',
    mode: 'production',
    ...(options.production
      ? {
          oxc: { jsx: { runtime: 'automatic', development: false } },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        }
      : {}),
    plugins: [
      {
        name: 'bundle-size-entry',
        resolveId: (id) => (id === entryId ? resolvedEntryId : undefined),
        load: (id) => (id === resolvedEntryId ? source : undefined),
      },
      ...(options.appRuntimeExternal
        ? [
            {
              name: 'bundle-size-app-runtime-external',
              enforce: 'pre',
              resolveId: (id: string) =>
                /^\0?vite\/preload-helper/.test(id) ? { id, external: true } : undefined,
            } satisfies Plugin,
          ]
        : []),
      ...(options.plugins ?? []),
    ],
    build: {
      write: false,
      minify: true,
      // CSS per chunk, so a lazy chunk's styles are counted with it (all CSS still in `cssGzip`).
      cssCodeSplit: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      modulePreload: false,
      rolldownOptions: {
        input: entryId,
        external: isExternal,
        // Keep every export: the entry's exports are what the consumer imports.
        preserveEntrySignatures: 'strict',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs
    .flatMap((output) => output.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const code = chunks.map((chunk) => chunk.code).join('\n');
  const css = outputs
    .flatMap((output) => output.output)
    .filter(
      (item): item is Rolldown.OutputAsset =>
        item.type === 'asset' && item.fileName.endsWith('.css'),
    )
    .map((asset) => String(asset.source))
    .join('\n');
  const gzip = (text: string) => (text ? gzipSync(text, { level: 9 }).length : 0);
  const cssByFile = new Map(
    outputs
      .flatMap((output) => output.output)
      .filter((item): item is Rolldown.OutputAsset => item.type === 'asset')
      .map((asset) => [asset.fileName, String(asset.source)]),
  );
  // Initial: the entry chunk and, transitively, what it imports statically.
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initialFiles = new Set<string>();
  const visit = (fileName: string) => {
    if (initialFiles.has(fileName)) return;
    initialFiles.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const chunkSizes: ChunkSize[] = chunks.map((chunk) => {
    const importedCss = [
      ...((chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ??
        []),
    ];
    return {
      fileName: chunk.fileName,
      initial: initialFiles.has(chunk.fileName),
      gzip: gzip(chunk.code),
      cssGzip: gzip(importedCss.map((file) => cssByFile.get(file) ?? '').join('\n')),
      modules: Object.entries(chunk.modules)
        .filter(([, info]) => info.renderedLength > 0)
        .map(([id, info]) => ({ id, length: info.renderedLength }))
        .sort((a, b) => b.length - a.length),
    };
  });
  const sum = (list: ChunkSize[]) => list.reduce((total, c) => total + c.gzip + c.cssGzip, 0);
  const modules = chunks.flatMap((chunk) =>
    Object.entries(chunk.modules)
      .filter(([, info]) => info.renderedLength > 0)
      .map(([id]) => id),
  );
  return {
    raw: Buffer.byteLength(code),
    gzip: gzip(code),
    cssGzip: gzip(css),
    css,
    code,
    modules,
    chunks: chunkSizes,
    initialTotal: sum(chunkSizes.filter((c) => c.initial)),
    lazyTotal: sum(chunkSizes.filter((c) => !c.initial)),
  };
}
