import type * as En from '../company.ts';
import { companyFacts } from '../facts/company.ts';
import type { Translation } from './translation.ts';

export type { Company } from '../company.ts';

export const company = {
  ...companyFacts,
  tagline: 'भारत की नंबर 1 टू-व्हीलर लाइफ़साइकिल कंपनी',
} satisfies Translation<typeof En.company>;

export const hours = {
  contact: 'सोम सुबह 9:30 से शनि शाम 6:30 तक',
  support: 'सोम से शुक्र, सुबह 9:30 से शाम 6:30 तक',
} satisfies Translation<typeof En.hours>;
