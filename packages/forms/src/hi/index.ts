// The Hindi catalogue and what turns the spec's English into it. Only Hindi pages and the API
// import this entry, so English pages carry none of its text.
import { english } from '../i18n/english.ts';
import { hindi } from '../i18n/hindi.ts';
import type { Language } from '../i18n/languages.ts';
import { translator } from '../i18n/translate.ts';

export {
  hindiTrackRequestLabels,
  hindiTrackRequestStatusLabels,
} from '../i18n/hindi-track-request-labels.ts';
export { hindiKeyFactsWords } from '../i18n/key-facts-hindi.ts';
export { hindi };

/** The spec's English message (a text or a filled template) in Hindi; other text unchanged. */
export const toHindi = /* @__PURE__ */ translator(english, hindi);

/** The catalogue of a language, for text composed in it (an SMS, an e-mail). */
export const catalogueIn = (language: Language) => (language === 'hi' ? hindi : english);

/** A message in the reader's language: English as it is, Hindi through `toHindi`. */
export const inLanguage = (language: Language, message: string) =>
  language === 'hi' ? toHindi(message) : message;

/**
 * A form's errors (`fieldErrors`, `{ field: message }`) in the reader's language: the schemas
 * produce the spec's English, and a Hindi page shows these.
 */
export function errorsIn<Errors extends Readonly<Record<string, string | undefined>>>(
  language: Language,
  errors: Errors,
): Errors {
  if (language === 'en') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message === undefined ? message : toHindi(message),
    ]),
  ) as Errors;
}
