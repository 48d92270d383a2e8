import type { Branch, PreQualificationRequest } from '@company/forms/contracts';
import type { WireNames } from '../../lib/answer-field.ts';

export interface City {
  id: number;
  name: string;
  branch: Branch;
}

/** What the visitor types; kept through every step and every failure. */
export interface EnquiryFields {
  city: City | null;
  mobile: string;
  loanAmount: string;
  idType: 'PAN' | 'FORM60';
  pan: string;
  aadhaar: string;
  terms: boolean;
}

export const emptyFields: EnquiryFields = {
  city: null,
  mobile: '',
  loanAmount: '',
  idType: 'PAN',
  pan: '',
  aadhaar: '',
  terms: false,
};

export const enquiryIds = {
  city: 'enquiry-city',
  mobile: 'enquiry-mobile',
  loanAmount: 'enquiry-amount',
  idType: 'enquiry-id-type',
  pan: 'enquiry-pan',
  aadhaar: 'enquiry-aadhaar',
  terms: 'enquiry-terms',
} as const;
export type EnquiryField = keyof typeof enquiryIds;
export const enquiryOrder = Object.keys(enquiryIds) as EnquiryField[];
/** The API's names for the request's fields the form calls otherwise. */
export const enquiryWireNames = {
  branchId: 'city',
} as const satisfies WireNames<PreQualificationRequest, EnquiryField>;
/** Where the error summary's link for a field leads (a radio group: its first option). */
export const focusId = (field: EnquiryField) =>
  field === 'idType' ? `${enquiryIds.idType}-0` : enquiryIds[field];
