// Builds the publishable form of a workspace package (run from the package folder):
// precompiled ESM (one module per source module, so consumers tree-shake), `.d.ts` from tsc,
// and for @company/ui one CSS file per style module, imported by that module, plus `styles.css`, the everything-file. Consumers need no vanilla-extract plugin.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

// A published build is a production build whatever the shell says: under NODE_ENV=test (a build
// started from vitest, as the release proof's is) Vite compiles JSX to `jsxDEV`, which React's
// production runtime does not have, and a consumer's production build (Next.js) fails.
process.env.NODE_ENV = 'production';

const pkgDir = process.cwd();
const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const outDir = path.join(pkgDir, 'dist');
fs.rmSync(outDir, { recursive: true, force: true });

const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => deps.some((d) => id === d || id.startsWith(`${d}/`));

/** Entry points: every `exports` subpath that points at TypeScript source (stylesheets aside). */
const entries = Object.fromEntries(
  Object.entries(pkg.exports)
    .filter(
      ([subpath, target]) =>
        typeof target === 'string' && target.endsWith('.ts') && !subpath.endsWith('.css'),
    )
    .map(([subpath, target]) => [
      subpath === '.' ? 'index' : `${subpath.slice(2)}/index`,
      path.join(pkgDir, target),
    ]),
);
const hasStyles = Boolean(pkg.exports['./styles.css']);
// The global reset is an entry of its own: nothing else imports it, and it has a subpath.
if (hasStyles) entries['themes/global.css'] = path.join(pkgDir, pkg.exports['./global.css']);

// Class names carry the package name and version, so two versions on one page never clash.
const prefix = `${pkg.name.replace(/[^a-z]/g, '')}-${pkg.version.replace(/[^0-9]/g, '_')}`;

await build({
  configFile: false,
  root: pkgDir,
  logLevel: 'warn',
  plugins: hasStyles
    ? [
        react(),
        vanillaExtractPlugin({ identifiers: ({ hash }) => `${prefix}-${hash}` }),
        cssNextToItsModule(),
      ]
    : [],
  build: {
    outDir,
    emptyOutDir: false,
    minify: false,
    sourcemap: true,
    // One stylesheet per style module, imported by that module (cssNextToItsModule).
    cssCodeSplit: true,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});

if (hasStyles) writeEverythingStylesheet();

const tsc = path.resolve(pkgDir, '../../node_modules/.bin/tsc');
execFileSync(tsc, ['-p', path.join(pkgDir, 'tsconfig.build.json')], { stdio: 'inherit' });

// tsc keeps the source's `.ts` specifiers in declarations; published types must name the `.js` files.
for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue;
  const full = path.join(outDir, file);
  const text = fs.readFileSync(full, 'utf8');
  fs.writeFileSync(
    full,
    text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2'),
  );
}
console.info(
  `built ${pkg.name}@${pkg.version} → ${path.relative(process.cwd(), outDir) || 'dist'}`,
);

/**
 * Vite in library mode writes each style module's CSS to a file but leaves only an
 * `/* empty css *\/` comment where the module imported it. This puts the import back, so a
 * consumer's bundler takes a component's CSS with the component and no other's, and names each
 * file after its module (`RateTable.css.ts` → `RateTable.css`, beside `RateTable.css.js`).
 * Written here rather than taken from vite-plugin-lib-inject-css: it is these twenty lines, and
 * the renaming is ours. (The everything-file's order comes from `writeEverythingStylesheet`,
 * which walks the written `dist`.)
 */
function cssNextToItsModule() {
  return {
    name: 'company:css-next-to-its-module',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const renamed = new Map();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const name = file.fileName.replace(/\.css\.ts\.vanilla\.css$/, '.css');
        renamed.set(file.fileName, name);
        delete bundle[file.fileName];
        this.emitFile({ type: 'asset', fileName: name, source: file.source });
      }
      for (const chunk of Object.values(bundle)) {
        const css = chunk.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        if (css.length === 0) continue;
        const imports = css.map((fileName) => {
          const target = renamed.get(fileName) ?? fileName;
          let relative = path.posix.relative(path.posix.dirname(chunk.fileName), target);
          if (!relative.startsWith('.')) relative = `./${relative}`;
          return `import '${relative}';\n`;
        });
        // After a leading 'use client' (a directive must stay the module's first statement).
        const code = chunk.code.replace(/^\/\* empty css\s*\*\/\n?/m, '');
        const directive = /^(['"])use client\1;?\n/.exec(code)?.[0] ?? '';
        chunk.code = `${directive}${imports.join('')}${code.slice(directive.length)}`;
        chunk.viteMetadata.importedCss = new Set(css.map((f) => renamed.get(f) ?? f));
      }
    },
  };
}

/**
 * `styles.css`, the everything-file for those who want one link: the web font and react-toastify's
 * stylesheet as `@import`s (library mode would inline every font file as base64; an @import lets
 * the consumer's bundler emit them as files), then every style module's CSS in the order a bundler
 * would evaluate them: the global reset, then the modules `index.js` reaches, dependencies first.
 */
function writeEverythingStylesheet() {
  const source = fs.readFileSync(path.join(pkgDir, pkg.exports['./styles.css']), 'utf8');
  const cssImports = [...source.matchAll(/^import\s+'([^']*\.css)';/gm)].map((m) => m[1]);
  const seen = new Set();
  const ordered = [];
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.css')) {
      ordered.push(file);
      return;
    }
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^(?:import|export)\s[^'"]*?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      visit(path.resolve(path.dirname(file), m[1]));
    }
  };
  visit(path.join(outDir, 'themes/global.css.js'));
  visit(path.join(outDir, 'index.js'));
  const css = ordered.map((file) => fs.readFileSync(file, 'utf8').trim()).join('\n');
  const head = cssImports.map((d) => `@import '${d}';\n`).join('');
  fs.writeFileSync(path.join(outDir, 'styles.css'), `${head}${css}\n`);
  fs.copyFileSync(path.join(pkgDir, 'src/fonts.css'), path.join(outDir, 'fonts.css'));
}
