import type * as En from '../company-record.ts';
import { companyRecordFacts as facts } from '../facts/company-record.ts';
import type { Translation } from './translation.ts';

export type { CompanyRecord } from '../company-record.ts';

export const companyRecord = {
  founded: 'अप्रैल 2017',
  foundingDate: facts.foundingDate,
  womenAtHeadOffice: facts.womenAtHeadOffice,
  registeredOffice: {
    street: 'ऑफ़िस 401, रिवरसाइड बिज़नेस बे, गणेशखिंड रोड',
    locality: 'शिवाजीनगर',
    city: 'पुणे',
    region: 'महाराष्ट्र',
    postalCode: facts.postalCode,
  },
  cin: facts.cin,
  rbiRegistration: facts.rbiRegistration,
  insuranceRegistration: { number: facts.insuranceNumber, validUntil: '31 मार्च 2028' },
  social: facts.social,
  copyrightYear: facts.copyrightYear,
} satisfies Translation<typeof En.companyRecord>;
