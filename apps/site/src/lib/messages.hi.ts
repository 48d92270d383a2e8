/**
 * The Hindi build's `messages.ts`: the spec's English message in Hindi (other text unchanged).
 * The translator (the Hindi catalogue and the English texts it is matched by, about 8.5 kB gzip)
 * is not in this module, which the HTTP client brings with every page: `translator.hi.ts` sets it,
 * and the Hindi versions of the modules that show a message (the toaster, the forms' rules and
 * fields: `*.hi.ts(x)` beside them) import that, so it loads with them, after the first
 * interaction on a journey's page, and is there before any message is shown.
 */
let toHindi: ((message: string) => string) | undefined;

/** Called once, by `translator.hi.ts`. */
export const setTranslator = (translate: (message: string) => string) => {
  toHindi = translate;
};

/** The site's own fixed message (lib/http.ts's `genericFailure`), which the spec's catalogue lacks. */
const siteMessages: Readonly<Record<string, string>> = {
  'Something went wrong!': 'कुछ गड़बड़ हो गई!',
};

export const inPageLanguage = (message: string): string =>
  siteMessages[message] ?? (toHindi ? toHindi(message) : message);

export const errorsInPageLanguage = <Errors extends Readonly<Record<string, string | undefined>>>(
  errors: Errors,
): Errors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message === undefined ? message : inPageLanguage(message),
    ]),
  ) as Errors;
