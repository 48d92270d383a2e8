import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { build } from 'vite';

export interface BundleSizeOptions {
  /** Module specifiers left out of the bundle (exact names or `name/…` subpaths). */
  readonly external?: readonly string[];
  /** Directory that bare imports in `source` resolve from. Defaults to the working directory. */
  readonly resolveFrom?: string;
  /** Extra Vite plugins, e.g. vanilla-extract for a package measured from source. */
  readonly plugins?: readonly Plugin[];
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
  /** Every module that contributed code (absolute paths; tree-shaken-away modules excluded). */
  readonly modules: readonly string[];
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
    external.some((name) => id === name || id.startsWith(`${name}/`));
  const result = await build({
    configFile: false,
    envFile: false,
    root: options.resolveFrom ?? process.cwd(),
    logLevel: 'silent',
    mode: 'production',
    plugins: [
      {
        name: 'bundle-size-entry',
        resolveId: (id) => (id === entryId ? resolvedEntryId : undefined),
        load: (id) => (id === resolvedEntryId ? source : undefined),
      },
      ...(options.plugins ?? []),
    ],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
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
  const modules = chunks.flatMap((chunk) =>
    Object.entries(chunk.modules)
      .filter(([, info]) => info.renderedLength > 0)
      .map(([id]) => id),
  );
  return {
    raw: Buffer.byteLength(code),
    gzip: gzipSync(code, { level: 9 }).length,
    cssGzip: css ? gzipSync(css, { level: 9 }).length : 0,
    code,
    modules,
  };
}
