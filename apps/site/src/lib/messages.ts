/**
 * The spec's messages (a schema's error, an error summary's line, a toast) in the page's
 * language. The spec's English comes from `@company/forms`; this English build shows it as it is,
 * and the Hindi build reads `messages.hi.ts` instead, which translates it (`@company/forms/hi`):
 * English pages carry no catalogue and no translator.
 */
export const inPageLanguage = (message: string): string => message;

/** A form's errors (`{ field: message }`, from `fieldErrors`) in the page's language. */
export const errorsInPageLanguage = <Errors extends Readonly<Record<string, string | undefined>>>(
  errors: Errors,
): Errors => errors;
