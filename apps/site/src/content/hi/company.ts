import type * as En from '../company.ts';
import { company as en } from '../company.ts';
import type { Translation } from './translation.ts';

export type { Company } from '../company.ts';

export const company = {
  brand: en.brand,
  legalName: en.legalName,
  tagline: 'भारत की नंबर 1 टू-व्हीलर लाइफ़साइकिल कंपनी',
  founded: 'अप्रैल 2017',
  foundingDate: en.foundingDate,
  womenAtHeadOffice: en.womenAtHeadOffice,
  phone: en.phone,
  email: en.email,
  whatsapp: en.whatsapp,
  registeredOffice: {
    street: 'ऑफ़िस 401, रिवरसाइड बिज़नेस बे, गणेशखिंड रोड',
    locality: 'शिवाजीनगर',
    city: 'पुणे',
    region: 'महाराष्ट्र',
    postalCode: en.registeredOffice.postalCode,
  },
  cin: en.cin,
  rbiRegistration: en.rbiRegistration,
  insuranceRegistration: { number: en.insuranceRegistration.number, validUntil: '31 मार्च 2028' },
  social: en.social,
  copyrightYear: en.copyrightYear,
} satisfies Translation<typeof En.company>;

export const hours = {
  contact: 'सोम सुबह 9:30 से शनि शाम 6:30 तक',
  support: 'सोम से शुक्र, सुबह 9:30 से शाम 6:30 तक',
} satisfies Translation<typeof En.hours>;
