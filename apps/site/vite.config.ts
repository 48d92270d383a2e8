import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { componentCssOnUse, componentCssOnUseName } from './scripts/component-css-on-use.ts';
import { cssPreloadHelper } from './scripts/css-preload-helper.ts';
import { iconSymbols } from './scripts/icon-symbols.ts';
import { languageBuild, languageOfMode } from './scripts/language-build.ts';
import { homeTileExamplesDefine } from './scripts/loan-examples-at-build.ts';
import { englishMessagesDefine } from './scripts/messages-at-build.ts';
import { reactRouterTreeShaking } from './scripts/react-router-tree-shaking.ts';

// React Router publishes its development build under the plain `import` condition; the browser
// bundle takes its production build (no dev warnings: about 2 kB gzip less on every page).
const routerDir = path.dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
    'react-router/package.json',
  ),
);

// react-toastify's stylesheet, for the Toaster's chunk (src/components/ToasterHost.tsx).
const toastifyCss = createRequire(
  createRequire(import.meta.url).resolve('@company/ui/package.json'),
).resolve('react-toastify/ReactToastify.css');

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild, mode }) => {
  // `vite build --mode hi` builds the Hindi site (docs/i18n.md): its pages under /hi, its own
  // assets in dist/hi/assets; the public files (pictures, documents, fonts) stay the English
  // build's, at the root, so a URL of one is the same in both.
  const language = languageOfMode(mode);
  const base = language === 'en' ? '/' : `/${language}/`;
  return {
    base,
    // Not set for English: its build stays exactly as it was.
    ...(language === 'en'
      ? {}
      : {
          experimental: {
            renderBuiltUrl: (file: string, { type }: { type: 'asset' | 'public' }) =>
              type === 'public' ? `/${file}` : `${base}${file}`,
          },
        }),
    plugins: [
      languageBuild(language),
      iconSymbols(),
      cssPreloadHelper(),
      componentCssOnUse(),
      react(),
      // The site's `.css.ts` files import `vars` from the package too: compiled through its index,
      // each of them imported every component's CSS. The compiler gets the direct imports as well.
      vanillaExtractPlugin({
        unstable_pluginFilter: ({ name }) => name === componentCssOnUseName,
        // The plugin picks short class names for the mode 'production' only: a language's build
        // (`--mode hi`) would get the long debug names (about 5 kB gzip more on a journey page).
        ...(language === 'en' ? {} : { identifiers: 'short' as const }),
      }),
      reactRouterTreeShaking(),
    ],
    define: {
      __HOME_TILE_EXAMPLES__: homeTileExamplesDefine(),
      // The Hindi build's message translator reads it (src/lib/messages.hi.ts).
      ...(language === 'en' ? {} : { __ENGLISH_MESSAGES__: englishMessagesDefine() }),
    },
    resolve: {
      alias: [
        { find: /^site:react-toastify\.css$/, replacement: toastifyCss },
        ...(isSsrBuild
          ? []
          : [{ find: /^react-router$/, replacement: `${routerDir}/dist/production/index.mjs` }]),
      ],
    },
    server: {
      port: Number(process.env.PORT ?? 5173),
      proxy: { '/api': `http://127.0.0.1:${apiPort}` },
    },
    build: isSsrBuild
      ? {
          outDir: language === 'en' ? 'dist-ssr' : `dist-ssr-${language}`,
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
        }
      : {
          outDir: language === 'en' ? 'dist' : `dist/${language}`,
          emptyOutDir: true,
          copyPublicDir: language === 'en',
          // Source maps beside every chunk, for the error tracker and for a developer to load by
          // hand, without the `sourceMappingURL` line that points every browser to them: about
          // 40 B gzip a file, 0.5 kB on the home page and 1.2 kB on a journey page of 30 files.
          sourcemap: 'hidden' as const,
          // The manifest tells the pre-renderer which chunks a page needs.
          manifest: true,
          // A stylesheet per chunk: each pre-rendered page inlines the CSS of the chunks its HTML
          // uses (scripts/prerender-css.ts); a chunk loaded later (a dialog, the Toaster) brings
          // its own, which Vite loads before the dynamic import resolves (no unstyled flash).
          cssCodeSplit: true,
          // No JS preloads in the helper around dynamic imports (its list of every chunk's
          // dependencies costs the first page ~1.5 kB gzip): pre-rendered pages preload their own
          // chunks, and a later page's imports load in one more round trip. The helper still loads
          // a chunk's CSS.
          modulePreload: false,
          rolldownOptions: {
            output: {
              assetFileNames: (asset) =>
                asset.names.some((n) => n.endsWith('.css'))
                  ? 'assets/[hash:6].css'
                  : 'assets/[name]-[hash][extname]',
              codeSplitting: {
                // Everything the first page imports statically (React, the router, the frame) in
                // one file, not split into small shared chunks: fewer requests and 1.3 kB gzip
                // less on the home page, whose budget is 90 kB.
                groups: [
                  { name: 'index', tags: ['$initial'] },
                  {
                    name: 'index',
                    test: /components[\\/](Button|Card|Inline|TextArea|Stack|private[\\/]Field)[\\/][^\\/]+\.css\.ts\.vanilla\.css$/,
                  },
                ],
              },
            },
          },
        },
    ssr: {
      // Bundle our packages' TypeScript and styles into the server build.
      noExternal: ['@company/ui', '@company/forms'],
    },
  };
});
