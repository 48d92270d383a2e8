// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { type BundleSize, measureBundle } from '@company/testing/bundle-size';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Size budgets of the package, as an app pays for them: bundled from source like a consumer's
 * production build (Vite/rolldown, minified, tree-shaken, every export of the entry kept), gzip -9
 * of each JavaScript chunk plus gzip -9 of its CSS (vanilla-extract extracting it with the
 * published class-name prefix). Budgets in kB of 1,024 bytes (docs/decisions.md).
 */
const packageDir = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
// The same prefix as scripts/build-package.mjs gives the published class names.
const prefix = `${pkg.name.replace(/[^a-z]/g, '')}-${pkg.version.replace(/[^0-9]/g, '_')}`;

const react = ['react', 'react-dom'];
const peersOfThePackageBudget = [
  ...react,
  '@radix-ui/react-dialog',
  '@radix-ui/react-select',
  'downshift',
  'react-toastify',
  // Its own package, with its own budget (packages/forms/test/size.test.ts).
  '@company/forms',
];

const measure = (source: string, external: string[]) =>
  measureBundle(source, {
    resolveFrom: packageDir,
    external,
    production: true,
    appRuntimeExternal: true,
    plugins: [vanillaExtractPlugin({ identifiers: ({ hash }) => `${prefix}-${hash}` })].flat(),
  });

interface Row {
  name: string;
  size: BundleSize;
  /** What the budget counts: the initial chunks, or everything (initial + lazy). */
  counted: number;
  budget: number;
}
const rows: Row[] = [];
const kB = 1024;

const js = (size: BundleSize, initial: boolean) =>
  size.chunks.filter((c) => c.initial === initial).reduce((t, c) => t + c.gzip, 0);
const css = (size: BundleSize, initial: boolean) =>
  size.chunks.filter((c) => c.initial === initial).reduce((t, c) => t + c.cssGzip, 0);
const shortId = (id: string) =>
  id.includes('/node_modules/')
    ? id.slice(id.lastIndexOf('/node_modules/') + 14)
    : path.relative(packageDir, id);

describe('@company/ui size budgets (gzip -9 JS + CSS)', { timeout: 120_000 }, () => {
  // 30 kB for the first components (30,544 B then); AadhaarField (635 B)
  // and the budget grew by 1 kB with it; keyFacts (RBI's APR, about 0.7 kB) and the EMI
  // calculator's processing fee (about 0.85 kB) took it to 33 kB (docs/decisions.md, "Size budgets").
  it('the whole package, minus React, Radix, downshift, react-toastify (and @company/forms), stays within 33 kB', async () => {
    // Every export, plus the package's global stylesheet (styles.css minus the font and
    // react-toastify's CSS, which are dependencies).
    const size = await measure(
      `export * from './src/index.ts';\nimport './src/themes/global.css.ts';`,
      peersOfThePackageBudget,
    );
    const total = size.initialTotal + size.lazyTotal;
    rows.push({ name: 'whole package', size, counted: total, budget: 33 * kB });
    const byModule = size.chunks
      .flatMap((c) => c.modules)
      .sort((a, b) => b.length - a.length)
      .slice(0, 12)
      .map((m) => `  ${String(m.length).padStart(6)} B min  ${shortId(m.id)}`);
    console.info(
      `largest modules of the whole package (minified, before gzip):\n${byModule.join('\n')}`,
    );
    expect(total).toBeLessThanOrEqual(33 * kB);
  });

  it('BannerCarousel loads within 4 kB; its video dialog comes later, in a chunk of its own', async () => {
    const size = await measure(
      `export { BannerCarousel } from './src/components/BannerCarousel/index.ts';`,
      react,
    );
    rows.push({ name: 'BannerCarousel', size, counted: size.initialTotal, budget: 4 * kB });
    // Radix Dialog is not in what a page with a carousel loads up front.
    const initialModules = size.chunks.filter((c) => c.initial).flatMap((c) => c.modules);
    expect(initialModules.some((m) => /@radix-ui|\/private\/Dialog\//.test(m.id))).toBe(false);
    expect(size.lazyTotal).toBeGreaterThan(0);
    expect(size.initialTotal).toBeLessThanOrEqual(4 * kB);
  });

  // 1.5 kB until the shared useControllableState (the package's eight controlled/uncontrolled
  // components use it): bundled alone, OtpInput carries its ~55 B; the whole package got smaller.
  it('OtpInput stays within 1.55 kB', async () => {
    const size = await measure(
      `export { OtpInput } from './src/components/OtpInput/index.ts';`,
      react,
    );
    rows.push({
      name: 'OtpInput',
      size,
      counted: size.initialTotal + size.lazyTotal,
      budget: Math.floor(1.55 * kB),
    });
    expect(size.initialTotal + size.lazyTotal).toBeLessThanOrEqual(Math.floor(1.55 * kB));
  });

  it('CitySelect, downshift included, stays within 14.7 kB (half of react-select)', async () => {
    const size = await measure(
      `export { CitySelect } from './src/components/CitySelect/index.ts';`,
      react,
    );
    const budget = Math.floor(14.7 * kB);
    rows.push({ name: 'CitySelect', size, counted: size.initialTotal + size.lazyTotal, budget });
    expect(size.initialTotal + size.lazyTotal).toBeLessThanOrEqual(budget);
  });

  // One named export per component: a page takes the Hindi words of what it uses, no more.
  it('@company/ui/hi: one component’s Hindi words cost only themselves (within 200 B)', async () => {
    const size = await measure(`export { paginationLabels } from './src/hi/index.ts';`, []);
    rows.push({ name: 'hi: Pagination', size, counted: size.initialTotal, budget: 200 });
    expect(size.code).toContain('पिछला');
    // Words of the EMI calculator and the lead dialog are shaken out.
    expect(size.code).not.toContain('मूलधन');
    expect(size.code).not.toContain('धन्यवाद');
    expect(size.initialTotal).toBeLessThanOrEqual(200);
  });

  // Printed pass or fail, so the figures are in every test log.
  afterAll(() => {
    const line = (row: Row) => {
      const initial = `JS ${js(row.size, true)} B + CSS ${css(row.size, true)} B`;
      const lazy = row.size.lazyTotal
        ? `; lazy chunks JS ${js(row.size, false)} B + CSS ${css(row.size, false)} B = ${row.size.lazyTotal} B`
        : '';
      return `${row.name.padEnd(14)} ${initial}${lazy}; counted ${row.counted} B (budget ${row.budget} B, ${Math.round((100 * row.counted) / row.budget)}%)`;
    };
    console.info(
      `@company/ui sizes (gzip -9, class prefix ${prefix}-; 1 kB = 1,024 bytes)\n${rows.map(line).join('\n')}`,
    );
  });
});
