import { companyRecordFacts as facts } from './facts/company-record.ts';

/** The company's registrations and history: the footer, head tags and company pages read it. */
export interface CompanyRecord {
  /** Month and year the company started, as running text. */
  founded: string;
  /** ISO date for structured data. */
  foundingDate: string;
  /** Share of head-office employees who are women. */
  womenAtHeadOffice: string;
  registeredOffice: {
    street: string;
    locality: string;
    city: string;
    region: string;
    postalCode: string;
  };
  cin: string;
  /** Certificate of registration with the Reserve Bank of India (non-banking finance company). */
  rbiRegistration: string;
  /** Corporate agency registration for insurance (IRDAI), with its validity. */
  insuranceRegistration: { number: string; validUntil: string };
  social: readonly {
    name: 'LinkedIn' | 'Instagram' | 'Facebook' | 'YouTube' | 'Twitter';
    href: string;
  }[];
  /** Year of the copyright line. */
  copyrightYear: number;
}

export const companyRecord: CompanyRecord = {
  founded: 'April 2017',
  foundingDate: facts.foundingDate,
  womenAtHeadOffice: facts.womenAtHeadOffice,
  registeredOffice: {
    street: 'Office 401, Riverside Business Bay, Ganeshkhind Road',
    locality: 'Shivajinagar',
    city: 'Pune',
    region: 'Maharashtra',
    postalCode: facts.postalCode,
  },
  cin: facts.cin,
  rbiRegistration: facts.rbiRegistration,
  insuranceRegistration: { number: facts.insuranceNumber, validUntil: '31 March 2028' },
  social: facts.social,
  copyrightYear: facts.copyrightYear,
};
