import { describe, expect, it } from 'vitest';
import * as ui from '../index.ts';
import * as hi from './index.ts';

/**
 * `@company/ui/hi` gives every component that has `defaultXLabels` its Hindi `xLabels`, with every
 * label of the defaults (a label added to a component without its Hindi fails here), each the
 * same kind (word or template) and reading as Hindi.
 */
const defaults = Object.entries(ui).filter(([name]) => /^default\w+Labels$/.test(name)) as [
  string,
  Record<string, unknown>,
][];
const hindiName = (defaultName: string) =>
  defaultName.replace(/^default(\w)/, (_, first: string) => first.toLowerCase());

const devanagari = /[\u0900-\u097F]/;
// Loan words a Hindi reader uses as they are.
const keptInEnglish = new Set(['EMI']);
// The same arguments for every template; what comes back must read as Hindi.
const file = new File(['%PDF'], 'resume.pdf');
const words = (value: unknown) =>
  typeof value === 'function'
    ? String((value as (...args: unknown[]) => unknown)(file, 3, 18))
    : String(value);

describe('@company/ui/hi', () => {
  it('has one export per component with labels, and no other', () => {
    expect(Object.keys(hi).sort()).toEqual(defaults.map(([name]) => hindiName(name)).sort());
  });

  it.each(defaults)('%s: every label in Hindi', (name, english) => {
    const hindi: object = new Map(Object.entries(hi)).get(hindiName(name)) ?? {};
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(hindi)) {
      expect(typeof value, `${name}.${key}`).toBe(typeof english[key]);
      const text = words(value);
      expect(devanagari.test(text) || keptInEnglish.has(text), `${key}: "${text}"`).toBe(true);
    }
  });
});
