import { errorsIn, toHindi } from '@company/forms/hi';

/** The Hindi build's `messages.ts`: the spec's English message in Hindi (other text unchanged). */
/** The site's own fixed message (lib/http.ts's `genericFailure`), which the spec's catalogue lacks. */
const siteMessages: Readonly<Record<string, string>> = {
  'Something went wrong!': 'कुछ गड़बड़ हो गई!',
};

export const inPageLanguage = (message: string): string =>
  siteMessages[message] ?? toHindi(message);

export const errorsInPageLanguage = <Errors extends Readonly<Record<string, string | undefined>>>(
  errors: Errors,
): Errors => errorsIn('hi', errors);
