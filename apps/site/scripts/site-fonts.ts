import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Leaves the web font's stylesheet that `@company/ui/styles.css` imports (`@company/ui/fonts.css`:
 * Noto Sans with `font-display: swap`) out of this app: the site declares its own faces,
 * with `font-display: optional` (`src/frame/fonts.css.ts`), so a font that arrives after the first
 * paint never shifts the page. Storybook and other consumers keep the package's faces.
 */
export function packageFontFacesLeftOut(): Plugin {
  const dropped = '\0site:package-font-faces';
  return {
    name: 'site:package-font-faces-left-out',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fonts.css' && importer && isUiStyles(importer)) {
        return dropped;
      }
      return null;
    },
    load(id) {
      return id === dropped ? 'export {};' : null;
    },
  };
}

/** The package's stylesheet entry, `packages/ui/src/styles.ts`. */
export function isUiStyles(importer: string): boolean {
  return (
    path.basename(importer) === 'styles.ts' &&
    importer.includes(`${path.sep}ui${path.sep}src${path.sep}`)
  );
}
