import { describe, expect, it } from 'vitest';
import { keptInEnglish, tokenKeys } from './translation.ts';

/**
 * Each English content module has its Hindi one, with the same shape; every text is in Hindi
 * (Devanagari) or deliberately kept in English; paths, sections and other names the code reads
 * are unchanged.
 */

const english = import.meta.glob<Record<string, unknown>>(['../*.ts', '!../*.test.ts']);
const hindi = import.meta.glob<Record<string, unknown>>([
  './*.ts',
  '!./*.test.ts',
  '!./translation.ts',
]);

const devanagari = /[\u0900-\u097F]/;
/** Not words: a path or address, a number, a date or a code. */
const notWords = (s: string) =>
  /^(\/|https?:|mailto:|tel:|#)/.test(s) ||
  !/[A-Za-z]{2,}/.test(s) ||
  /^[\w.+-]+@[\w.-]+$/.test(s) ||
  // A file stem or other name in kebab case ('banner-home-1'), never a visible word.
  /^[a-z0-9]+(-[a-z0-9]+)+$/.test(s);

function compare(en: unknown, hi: unknown, at: string, problems: string[]): void {
  if (typeof en !== typeof hi) {
    problems.push(`${at}: ${typeof hi} where English has ${typeof en}`);
    return;
  }
  if (typeof en === 'string') {
    const key = at.split('.').at(-1) ?? '';
    if (tokenKeys.has(key) || notWords(en)) {
      if (hi !== en) problems.push(`${at}: "${hi}" must stay "${en}" (the code reads it)`);
    } else if (!devanagari.test(hi as string) && !keptInEnglish.has(hi as string))
      problems.push(`${at}: "${hi}" is not in Hindi`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi) || hi.length !== en.length) {
      problems.push(
        `${at}: ${Array.isArray(hi) ? hi.length : 'no'} items where English has ${en.length}`,
      );
      return;
    }
    for (const [i, item] of en.entries()) compare(item, hi[i], `${at}[${i}]`, problems);
    return;
  }
  if (en && typeof en === 'object') {
    const h = hi as Record<string, unknown>;
    for (const key of Object.keys(en)) {
      if (!(key in h)) problems.push(`${at}.${key}: missing`);
      else compare((en as Record<string, unknown>)[key], h[key], `${at}.${key}`, problems);
    }
  }
}

describe('the Hindi content', () => {
  it.each(Object.keys(english).map((path) => path.slice(3, -3)))(
    '%s has its Hindi module',
    async (name) => {
      const load = hindi[`./${name}.ts`];
      expect(load, `content/hi/${name}.ts is missing`).toBeDefined();
      if (!load) return;
      const [en, hi] = await Promise.all([english[`../${name}.ts`]?.(), load()]);
      const problems: string[] = [];
      for (const key of Object.keys(en ?? {})) {
        if (!(key in (hi ?? {}))) problems.push(`${key}: not exported`);
        else compare(en?.[key], hi?.[key], key, problems);
      }
      expect(problems).toEqual([]);
    },
  );
});
