import path from 'node:path';
import type { BundleSize } from '@company/testing/bundle-size';
import { measureBundle } from '@company/testing/bundle-size';
import { afterAll, describe, expect, it } from 'vitest';
import * as adapter from '../src/final-form/index.ts';
import * as forms from '../src/index.ts';

// Budgets from the issue, in kB of 1,024 bytes, gzip -9 of the minified browser bundle.
const onePatternBudget = 1024;
const wholePackageBudget = 16 * 1024;

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const measure = (source: string) => measureBundle(source, { resolveFrom: repoRoot });

const singleExports = [
  ...Object.keys(forms.patterns),
  'verhoeffValid',
  'digitsOnly',
  'upperCase',
  'maskAadhaar',
  'maskEmail',
  'maskMobile',
];

const pullsInYup = (bundle: BundleSize) =>
  bundle.modules.some((id) => /[\\/]node_modules[\\/].*yup/.test(id)) ||
  /ValidationError|must be a `/.test(bundle.code);

/** What an app that uses every export downloads: all values referenced, export names minified. */
function everyExportUsedByAnApp(): string {
  const main = Object.keys(forms);
  const sub = Object.keys(adapter).filter((name) => !main.includes(name));
  return [
    `import { ${main.join(', ')} } from '@company/forms';`,
    `import { ${sub.join(', ')} } from '@company/forms/final-form';`,
    `export default [${[...main, ...sub].join(', ')}];`,
  ].join('\n');
}

const devanagari = /\p{Script=Devanagari}/u;

const rows: { bundle: string; raw: number; gzip: number; budget?: number }[] = [];

// Each build takes a fraction of a second, more on a busy 2-core machine.
describe('size budgets', { timeout: 120_000 }, () => {
  it.each(singleExports)(
    'importing only %s stays under 1 kB gzip and pulls in no yup',
    async (name) => {
      const bundle = await measure(`export { ${name} } from '@company/forms';`);
      rows.push({
        bundle: `{ ${name} }`,
        raw: bundle.raw,
        gzip: bundle.gzip,
        budget: onePatternBudget,
      });
      expect(pullsInYup(bundle)).toBe(false);
      expect(bundle.modules.every((id) => id.includes('/packages/forms/src/'))).toBe(true);
      expect(bundle.gzip).toBeLessThanOrEqual(onePatternBudget);
    },
  );

  it('the whole package with yup stays under 16 kB gzip', async () => {
    const app = await measure(everyExportUsedByAnApp());
    const mainOnly = await measure("export * from '@company/forms';");
    const library = await measure(
      "export * from '@company/forms'; export * from '@company/forms/final-form';",
    );
    const contracts = await measure("export * from '@company/forms/contracts';");
    const yupAlone = await measureBundle(
      "export { object, string, number, boolean, ValidationError } from 'yup';",
      { resolveFrom: path.resolve(import.meta.dirname, '..') },
    );
    rows.push(
      {
        bundle: 'every export, used by an app',
        raw: app.raw,
        gzip: app.gzip,
        budget: wholePackageBudget,
      },
      { bundle: 'export * from main entry', raw: mainOnly.raw, gzip: mainOnly.gzip },
      { bundle: 'export * from both entries', raw: library.raw, gzip: library.gzip },
      { bundle: 'export * from contracts', raw: contracts.raw, gzip: contracts.gzip },
      { bundle: 'yup alone (what we use of it)', raw: yupAlone.raw, gzip: yupAlone.gzip },
    );
    expect(pullsInYup(app)).toBe(true);
    expect(app.gzip).toBeLessThanOrEqual(wholePackageBudget);
    // English consumers carry no Hindi: the catalogues are entries of their own.
    for (const english of [app, library, contracts])
      expect(devanagari.test(english.code)).toBe(false);
  });

  it('the Hindi catalogue is its own entry, and only its importers pay for it', async () => {
    const hindi = await measure("export * from '@company/forms/hi';");
    const time = await measure("export { inIndiaTime } from '@company/forms/contracts';");
    rows.push(
      { bundle: 'export * from hi (Hindi catalogue)', raw: hindi.raw, gzip: hindi.gzip },
      { bundle: '{ inIndiaTime }', raw: time.raw, gzip: time.gzip },
    );
    expect(devanagari.test(hindi.code)).toBe(true);
    expect(devanagari.test(time.code)).toBe(false);
  });

  // Printed after the budget checks, pass or fail, so the figures are in every `npm test` log.
  afterAll(() => {
    console.info(
      `@company/forms bundle sizes (Vite/rolldown, minified; gzip -9; 1 kB = 1,024 bytes)\n${rows
        .map(
          (row) =>
            `${row.bundle.padEnd(34)} ${String(row.raw).padStart(7)} B raw ${String(row.gzip).padStart(6)} B gzip${
              row.budget
                ? `  (budget ${row.budget} B, ${Math.round((100 * row.gzip) / row.budget)}%)`
                : ''
            }`,
        )
        .join('\n')}`,
    );
  });
});
