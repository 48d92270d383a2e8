/**
 * The languages the company's documents are published in, English first, by code; each
 * language's `documents.ts` names them. Word-free: both languages' modules read it.
 */
export const languageCodes = ['en', 'hi', 'kn', 'ml', 'mr', 'ta', 'te', 'bn'] as const;

export type LanguageCode = (typeof languageCodes)[number];

/** The languages as `{ code }`, in order: the facts a module names with `withWords`. */
export const languageFacts = languageCodes.map((code) => ({ code }));
