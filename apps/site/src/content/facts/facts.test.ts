import { describe, expect, it } from 'vitest';
import { keptInEnglish } from '../hi/translation.ts';
import { tokenKeys } from './words.ts';

/**
 * The facts modules are word-free: both languages' modules read them as they are (they have no
 * Hindi twin), so a word here would show in English on a Hindi page. Every string is a value the
 * code reads (under a key of `tokenKeys`), a name every language writes as it is (`keptInEnglish`:
 * the brand, the registration numbers) or no word at all (a path, a figure, a date, an id).
 */

const facts = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./words.ts'], {
  eager: true,
});

const noWord = (s: string) =>
  keptInEnglish.has(s) ||
  /^(\/|https?:|mailto:|tel:)/.test(s) ||
  !/[A-Za-z]{2,}/.test(s) ||
  /^[\w.+-]+@[\w.-]+$/.test(s) ||
  /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s);

function words(value: unknown, key: string, at: string, found: string[]): void {
  if (typeof value === 'string') {
    if (!tokenKeys.has(key) && !noWord(value)) found.push(`${at}: "${value}"`);
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      words(v, Array.isArray(value) ? key : k, `${at}.${k}`, found);
}

describe('content/facts', () => {
  it.each(Object.keys(facts))('%s holds no words', (file) => {
    const found: string[] = [];
    for (const [name, value] of Object.entries(facts[file] ?? {})) words(value, name, name, found);
    expect(found).toEqual([]);
  });
});
