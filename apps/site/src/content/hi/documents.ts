import type * as En from '../documents.ts';
import type { Translation } from './translation.ts';

export type { LanguageCode, SiteDocument } from '../documents.ts';

/** The languages, each named as a Hindi reader calls it. */
export const languages = [
  { code: 'en', name: 'अंग्रेज़ी' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'kn', name: 'कन्नड़' },
  { code: 'ml', name: 'मलयालम' },
  { code: 'mr', name: 'मराठी' },
  { code: 'ta', name: 'तमिल' },
  { code: 'te', name: 'तेलुगु' },
  { code: 'bn', name: 'बांग्ला' },
] as const satisfies Translation<typeof En.languages>;
