import type * as En from '../structured-data-words.ts';
import type { Translation } from './translation.ts';

export const structuredDataWords = {
  rbiRegistration: 'RBI पंजीकरण',
  country: 'भारत',
  percentPerYear: 'प्रतिशत प्रति वर्ष',
} satisfies Translation<typeof En.structuredDataWords>;
