import type * as En from '../documents.ts';
import { languageFacts } from '../facts/documents.ts';
import { withWords } from './translation.ts';

export type { LanguageCode, SiteDocument } from '../documents.ts';

/** The languages, in the English module's order, each named as a Hindi reader calls it. */
export const languages = withWords<typeof En.languages>(languageFacts, [
  { name: 'अंग्रेज़ी' },
  { name: 'हिन्दी' },
  { name: 'कन्नड़' },
  { name: 'मलयालम' },
  { name: 'मराठी' },
  { name: 'तमिल' },
  { name: 'तेलुगु' },
  { name: 'बांग्ला' },
]);
