import fs from 'node:fs';
import path from 'node:path';
import * as forms from '@company/forms';
import * as contracts from '@company/forms/contracts';
import { describe, expect, it } from 'vitest';
import { keptInEnglish } from '../../src/content/hi/translation.ts';
import { dist } from './build-output.ts';

/**
 * What Hindi pages must not carry (as English pages carry no Hindi: javascript-hindi.e2e.ts): an
 * English sentence of the content modules. A Hindi module takes ids, paths and figures from a
 * word-free module (`content/facts/`), never an English object whole, whose words would ship.
 * The spec's messages (`@company/forms`) are not counted: a Hindi page matches the API's English
 * answers by them on purpose.
 */

/**
 * English modules a Hindi module still takes whole (their words ship in Hindi scripts), each to
 * leave this list when its facts move to `content/facts/`; the test fails when one no longer
 * needs to be here, so the list only shrinks.
 */
const stillCarried = new Set<string>([
  'frame-footer', // the RBI link's words, through grievance
  'grievance', // content/hi/grievance.ts takes the English page for its officers and files
  'media', // the pictures' English alt texts (content/hi/media.ts)
  'my-loan', // the page's English meta (content/hi/my-loan.ts)
  'news', // the stories' English headlines (content/hi/news.ts)
  // The tiles' pictures (content/hi/product-tiles.ts): a facts module for them cost the English
  // home page about 70 B gzip more, over its budget.
  'product-tiles',
  'support', // the support form's English words (content/hi/support.ts)
]);

const english = import.meta.glob<Record<string, unknown>>(
  ['../../src/content/*.ts', '!../../src/content/*.test.ts'],
  { eager: true },
);
const hindi = import.meta.glob<Record<string, unknown>>(
  ['../../src/content/hi/*.ts', '!../../src/content/hi/*.test.ts'],
  { eager: true },
);

/** Every string in `value`; with `keys`, the objects' keys too. */
function stringsOf(
  value: unknown,
  out: Set<string>,
  keys = false,
  seen = new Set<unknown>(),
): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [key, item] of Object.entries(value)) {
      if (keys) out.add(key);
      stringsOf(item, out, keys, seen);
    }
  }
  return out;
}

// A Hindi module's texts, and its keys: a list keyed by the API's English names (the service
// desk's request types) holds those names as data the code reads, not as copy.
const hindiStrings = stringsOf(Object.values(hindi), new Set(), true);
const specMessages = [...stringsOf([forms, contracts], new Set())];
/**
 * Each English module's sentences: four words or more, not kept in English, not a Hindi
 * module's text too, not a spec message.
 */
const sentencesOf = (module: Record<string, unknown>) =>
  [...stringsOf(module, new Set())].filter(
    (s) =>
      s.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word)).length >= 4 &&
      !keptInEnglish.has(s) &&
      !hindiStrings.has(s) &&
      !specMessages.some((message) => message.includes(s)),
  );
/** Each sentence with the modules that hold it. */
const sentences = new Map<string, string[]>();
for (const [file, module] of Object.entries(english))
  for (const sentence of sentencesOf(module))
    sentences.set(sentence, [...(sentences.get(sentence) ?? []), path.basename(file, '.ts')]);

/** How a bundle may write `s` in a string literal: as it is, or with its quotes escaped. */
const written = (s: string) => [s, JSON.stringify(s).slice(1, -1), s.replaceAll("'", "\\'")];

describe('Hindi pages carry no English copy', () => {
  it('no Hindi script holds an English sentence of the content modules', () => {
    expect(sentences.size).toBeGreaterThan(100);
    const assets = path.join(dist, 'hi', 'assets');
    const found: string[] = [];
    const carried = new Set<string>();
    for (const file of fs.readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(assets, file), 'utf8');
      for (const [sentence, modules] of sentences) {
        if (!written(sentence).some((form) => code.includes(form))) continue;
        const known = modules.filter((module) => stillCarried.has(module));
        for (const module of known) carried.add(module);
        // Part of a still-carried module's longer sentence ('Go electric…' in a tile's line).
        const within = [...sentences].some(
          ([longer, holders]) =>
            longer !== sentence &&
            longer.includes(sentence) &&
            holders.some((module) => stillCarried.has(module)) &&
            code.includes(longer),
        );
        if (!known.length && !within)
          found.push(`${file}: ${modules.join(', ')}: ${sentence.slice(0, 90)}`);
      }
    }
    expect(found).toEqual([]);
    expect([...carried].sort(), 'modules to take off stillCarried').toEqual(
      [...stillCarried].sort(),
    );
  });
});
