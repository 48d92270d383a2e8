import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import * as hindi from './messages.hi.ts';
// Sets the translator, as the Hindi modules that show a message do.
import './translator.hi.ts';
import * as english from './messages.ts';

it('shows the spec’s English as it is on English pages', () => {
  expect(english.inPageLanguage('Invalid OTP Entered')).toBe('Invalid OTP Entered');
  const errors = { otp: 'Invalid OTP Entered' };
  expect(english.errorsInPageLanguage(errors)).toBe(errors);
});

it('translates the spec’s messages and the site’s own on Hindi pages', () => {
  expect(hindi.inPageLanguage('Invalid OTP Entered')).toBe('गलत OTP डाला गया');
  expect(hindi.inPageLanguage('Something went wrong!')).toBe('कुछ गड़बड़ हो गई!');
  expect(hindi.errorsInPageLanguage({ otp: 'Invalid OTP Entered', pan: undefined })).toEqual({
    otp: 'गलत OTP डाला गया',
    pan: undefined,
  });
  // A message already in Hindi (an API answer) stays as it is.
  expect(hindi.inPageLanguage('गलत OTP डाला गया')).toBe('गलत OTP डाला गया');
});

/**
 * The Hindi translator is not in `messages.hi.ts` (it would load with every page's HTTP client):
 * each module that shows a message has a Hindi version (`X.hi.ts(x)` beside it) that imports
 * `translator.hi.ts`, so the translator is there before its first message. `http.ts` uses only
 * the site's own message, which `messages.hi.ts` holds.
 */
/**
 * Modules that reach `messages.ts` but show only what comes after the translator is loaded, or
 * needs none: the HTTP client's own message (in `messages.hi.ts`); the captcha-checked forms'
 * errors, which follow the page's rules check (its `rules.hi.ts` loads the translator) or are
 * the API's, already in the page's language.
 */
const shownAfterTheTranslator = new Set([
  path.join('lib', 'http.ts'),
  path.join('flows', 'captcha', 'useCheckedForm.ts'),
]);

it('every module that shows a spec message loads the Hindi translator with it', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const readsMessages = /from '(\.\.?\/)+(lib\/)?messages\.ts'/;
  const files = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(hi|test)\.tsx?$/.test(f))
    .filter((f) => readsMessages.test(fs.readFileSync(path.join(src, f), 'utf8')));
  const withoutTranslator = files
    .filter((f) => !shownAfterTheTranslator.has(f))
    .filter((f) => {
      const sibling = path.join(src, f.replace(/\.(tsx?)$/, '.hi.$1'));
      if (!fs.existsSync(sibling)) return true;
      // Its Hindi version loads the translator, or gives the Hindi itself without messages.ts.
      const hindi = fs.readFileSync(path.join(sibling), 'utf8');
      return !/translator\.hi\.ts'/.test(hindi) && readsMessages.test(hindi);
    });
  expect(files.length).toBeGreaterThan(3);
  expect(withoutTranslator).toEqual([]);
});
