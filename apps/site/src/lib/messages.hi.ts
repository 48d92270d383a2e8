import { hindi } from '@company/forms/hi';
import { translatorOf } from '@company/forms/i18n';

/**
 * The Hindi build's `messages.ts`: the spec's English message in Hindi (other text unchanged).
 * The English side of the translator is inlined at build time (scripts/messages-at-build.ts), so
 * a Hindi page carries the Hindi catalogue and the English texts, not the English catalogue with
 * every contract and yup behind it.
 */
const toHindi = translatorOf(__ENGLISH_MESSAGES__, hindi);

/** The site's own fixed message (lib/http.ts's `genericFailure`), which the spec's catalogue lacks. */
const siteMessages: Readonly<Record<string, string>> = {
  'Something went wrong!': 'कुछ गड़बड़ हो गई!',
};

export const inPageLanguage = (message: string): string =>
  siteMessages[message] ?? toHindi(message);

export const errorsInPageLanguage = <Errors extends Readonly<Record<string, string | undefined>>>(
  errors: Errors,
): Errors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message === undefined ? message : inPageLanguage(message),
    ]),
  ) as Errors;
