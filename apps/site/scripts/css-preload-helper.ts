import type { Plugin } from 'vite';

/**
 * A smaller stand-in for Vite's preload helper, the function Vite wraps around every dynamic
 * import whose chunk has CSS (`__vitePreload(load, deps)`). With `modulePreload: false` the deps
 * are only stylesheets, and the site needs no CSP nonce for them, so Vite's general helper (JS
 * preloads, nonce, error events: about 450 B gzip on every page) is more than it needs. This one
 * adds each stylesheet once, skips those the page already has (the pre-rendered page marks its
 * inlined files, scripts/prerender-css.ts) and resolves the import when they have loaded or
 * failed (a component without its CSS still works).
 */
export function cssPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'site:css-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load(source) {
      if (source !== id) return null;
      return `const loading = {};
const has = (href) => document.querySelector(\`link[rel=stylesheet][href="\${href}"],style[data-href="\${href}"]\`);
const css = (href) =>
  (loading[href] ??= has(href)
    ? undefined
    : new Promise((done) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.onload = link.onerror = done;
        document.head.append(link);
      }));
export const __vitePreload = (load, deps) =>
  deps?.length ? Promise.all(deps.map((dep) => css(dep[0] === '/' ? dep : '/' + dep))).then(load) : load();
`;
    },
  };
}
