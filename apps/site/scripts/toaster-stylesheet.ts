import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { isUiStyles } from './site-fonts.ts';

/** The specifier the site's Toaster chunk imports its stylesheet's URL from (`…?url`). */
export const toasterStylesheetId = 'site:toaster-stylesheet.css';

/**
 * Keeps react-toastify's stylesheet (12.7 kB, about a seventh of the site's CSS) out of the
 * stylesheet every page inlines, and serves it as a file of its own that the Toaster's chunk
 * loads before the first toast shows (`src/components/ToasterHost.tsx`).
 *
 * `@company/ui/styles.css` imports it for every consumer, and the site builds one stylesheet for
 * all its code, so the import is dropped here, for this app only; the package is unchanged. The
 * first style recalculation of a page parses and indexes every rule it is given, and toasts
 * appear only after a form is sent, so the first paint does not need them.
 */
export function toasterStylesheetOnDemand(): Plugin {
  const uiRequire = createRequire(
    createRequire(import.meta.url).resolve('@company/ui/package.json'),
  );
  const toastifyCss = uiRequire.resolve('react-toastify/ReactToastify.css');
  const dropped = '\0site:toastify-css-in-the-page-stylesheet';
  return {
    name: 'site:toaster-stylesheet-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === `${toasterStylesheetId}?url`) return `${toastifyCss}?url`;
      if (source === 'react-toastify/ReactToastify.css' && importer && isUiStyles(importer)) {
        return dropped;
      }
      return null;
    },
    load(id) {
      return id === dropped ? 'export {};' : null;
    },
  };
}
