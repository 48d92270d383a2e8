// Builds the publishable form of a workspace package (run from the package folder):
// precompiled ESM (one module per source module, so consumers tree-shake), `.d.ts` from tsc,
// and for @company/ui one extracted `styles.css`. Consumers need no vanilla-extract plugin.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const pkgDir = process.cwd();
const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const outDir = path.join(pkgDir, 'dist');
fs.rmSync(outDir, { recursive: true, force: true });

const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => deps.some((d) => id === d || id.startsWith(`${d}/`));

/** Entry points: every `exports` subpath that points at TypeScript source. */
const entries = Object.fromEntries(
  Object.entries(pkg.exports)
    .filter(
      ([, target]) =>
        typeof target === 'string' && target.endsWith('.ts') && !target.endsWith('styles.ts'),
    )
    .map(([subpath, target]) => [
      subpath === '.' ? 'index' : `${subpath.slice(2)}/index`,
      path.join(pkgDir, target),
    ]),
);
const hasStyles = Boolean(pkg.exports['./styles.css']);
if (hasStyles) entries.styles = path.join(pkgDir, pkg.exports['./styles.css']);

// Class names carry the package name and version, so two versions on one page never clash.
const prefix = `${pkg.name.replace(/[^a-z]/g, '')}-${pkg.version.replace(/[^0-9]/g, '_')}`;

await build({
  configFile: false,
  root: pkgDir,
  logLevel: 'warn',
  plugins: hasStyles
    ? [react(), vanillaExtractPlugin({ identifiers: ({ hash }) => `${prefix}-${hash}` })]
    : [],
  build: {
    outDir,
    emptyOutDir: false,
    minify: false,
    sourcemap: true,
    cssCodeSplit: false,
    lib: { entry: entries, formats: ['es'], cssFileName: 'styles' },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});

if (hasStyles) {
  // The styles entry exists only to gather the global CSS; its JS shell is not part of the package.
  for (const f of ['styles.js', 'styles.js.map']) fs.rmSync(path.join(outDir, f), { force: true });
  // Stylesheets of dependencies (the web font) stay dependencies: library mode would inline every
  // font file as base64. An @import lets the consumer's bundler emit the fonts as files instead.
  const source = fs.readFileSync(entries.styles, 'utf8');
  const cssDeps = [...source.matchAll(/^import\s+'([^.][^']*\.css)';/gm)].map((m) => m[1]);
  const cssFile = path.join(outDir, 'styles.css');
  const css = fs.readFileSync(cssFile, 'utf8');
  fs.writeFileSync(cssFile, `${cssDeps.map((d) => `@import '${d}';\n`).join('')}${css}`);
}

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
