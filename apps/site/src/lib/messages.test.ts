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
