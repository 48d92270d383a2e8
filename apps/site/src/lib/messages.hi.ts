import { toHindi } from '@company/forms/hi';

/** The Hindi build's `messages.ts`: the spec's English message in Hindi (other text unchanged). */
export const inPageLanguage = (message: string): string => toHindi(message);
