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
it('every module that shows a spec message loads the Hindi translator with it', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const readsMessages = /from '(\.\.?\/)+(lib\/)?messages\.ts'/;
  const files = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(hi|test)\.tsx?$/.test(f))
    .filter((f) => readsMessages.test(fs.readFileSync(path.join(src, f), 'utf8')));
  const withoutTranslator = files
    .filter((f) => f !== path.join('lib', 'http.ts'))
    .filter((f) => {
      const sibling = path.join(src, f.replace(/\.(tsx?)$/, '.hi.$1'));
      return !(
        fs.existsSync(sibling) && /translator\.hi\.ts'/.test(fs.readFileSync(sibling, 'utf8'))
      );
    });
  expect(files.length).toBeGreaterThan(3);
  expect(withoutTranslator).toEqual([]);
});
