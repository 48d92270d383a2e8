import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as hindi from '../src/lib/language.hi.ts';
import type * as English from '../src/lib/language.ts';
import { languageModule, languageOfMode } from './language-build.ts';

// The Hindi language module exports what the English one does, with the same types.
const sameShape: typeof English = hindi;

const src = path.resolve(import.meta.dirname, '../src');
const at = (file: string) => path.join(src, file);
const existing = new Set([at('content/hi/pages.ts'), at('lib/language.hi.ts')]);
const exists = (file: string) => existing.has(file);

describe('the language build', () => {
  it('reads the mode as a language', () => {
    expect(languageOfMode('hi')).toBe('hi');
    expect(languageOfMode('production')).toBe('en');
    expect(sameShape.pageLanguage).toBe('hi');
  });

  it('swaps a content module for its Hindi one, and falls back to English', () => {
    expect(languageModule('hi', at('content/pages.ts'), at('map/site-map.tsx'), exists)).toBe(
      at('content/hi/pages.ts'),
    );
    expect(languageModule('hi', at('content/home.ts'), at('pages/Home/Home.tsx'), exists)).toBe(
      undefined,
    );
  });

  it('lets a Hindi module read the English one (data that does not change)', () => {
    expect(
      languageModule('hi', at('content/pages.ts'), at('content/hi/pages.ts'), exists),
    ).toBeUndefined();
  });

  it('swaps a module with a `.hi.ts` sibling, not the sibling itself', () => {
    expect(languageModule('hi', at('lib/language.ts'), at('frame/head.ts'), exists)).toBe(
      at('lib/language.hi.ts'),
    );
    expect(languageModule('hi', at('lib/site.ts'), at('frame/head.ts'), exists)).toBeUndefined();
  });

  it('changes nothing in the English build', () => {
    expect(languageModule('en', at('content/pages.ts'), at('map/site-map.tsx'), exists)).toBe(
      undefined,
    );
    expect(languageModule('en', at('lib/language.ts'), at('frame/head.ts'), exists)).toBe(
      undefined,
    );
  });
});
