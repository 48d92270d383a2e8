import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconSymbols } from './scripts/icon-symbols.ts';
import { homeTileExamplesDefine } from './scripts/loan-examples-at-build.ts';
import { reactRouterTreeShaking } from './scripts/react-router-tree-shaking.ts';
import { packageFontFacesLeftOut } from './scripts/site-fonts.ts';
import { toasterStylesheetOnDemand } from './scripts/toaster-stylesheet.ts';

// React Router publishes its development build under the plain `import` condition; the browser
// bundle takes its production build (no dev warnings: about 2 kB gzip less on every page).
const routerDir = path.dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
    'react-router/package.json',
  ),
);

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    iconSymbols(),
    toasterStylesheetOnDemand(),
    packageFontFacesLeftOut(),
    react(),
    vanillaExtractPlugin(),
    reactRouterTreeShaking(),
  ],
  define: { __HOME_TILE_EXAMPLES__: homeTileExamplesDefine() },
  resolve: isSsrBuild
    ? {}
    : {
        alias: [{ find: /^react-router$/, replacement: `${routerDir}/dist/production/index.mjs` }],
      },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        sourcemap: true,
        // The manifest tells the pre-renderer which chunks a page needs.
        manifest: true,
        // One stylesheet for the whole site (about 8 kB gzip): pre-rendered pages are styled
        // from the first paint, also the parts whose code loads later (no layout shift).
        cssCodeSplit: false,
        // No preload helper around every dynamic import (its list of every chunk's dependencies
        // costs the first page ~1.5 kB gzip): pre-rendered pages preload their own chunks, and a
        // later page's imports load in one more round trip.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the first page imports statically (React, the router, the frame) in
              // one file, not split into small shared chunks: fewer requests and 1.3 kB gzip
              // less on the home page, whose budget is 90 kB.
              groups: [{ name: 'index', tags: ['$initial'] }],
            },
          },
        },
      },
  ssr: {
    // Bundle our packages' TypeScript and styles into the server build.
    noExternal: ['@company/ui', '@company/forms'],
  },
}));
