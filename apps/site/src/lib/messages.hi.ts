import { errorsIn, toHindi } from '@company/forms/hi';

/** The Hindi build's `messages.ts`: the spec's English message in Hindi (other text unchanged). */
export const inPageLanguage = (message: string): string => toHindi(message);

export const errorsInPageLanguage = <Errors extends Readonly<Record<string, string | undefined>>>(
  errors: Errors,
): Errors => errorsIn('hi', errors);
