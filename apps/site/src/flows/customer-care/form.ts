import type { RequestType, ServiceRequest, SubRequestType } from '@company/forms/contracts';
import { careListNames } from '../../content/care-lists.ts';
import type { WireNames } from '../../lib/answer-field.ts';

/** The NOC request type (spec): customers only, with a dispatch address. */
export const NOC_REQUEST_TYPE = 27;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** What the visitor types after the identity step; kept through every failure. */
export interface CareFields {
  name: string;
  email: string;
  requestType: RequestType | null;
  subRequestType: SubRequestType | null;
  query: string;
  file: File | null;
}

export const emptyFields: CareFields = {
  name: '',
  email: '',
  requestType: null,
  subRequestType: null,
  query: '',
  file: null,
};

/** Field ids, for the error summary's links: the summary names each problem by its field. */
export const careIds = {
  userType: 'care-user-type',
  mobile: 'care-mobile',
  lan: 'care-lan',
  name: 'care-name',
  email: 'care-email',
  requestType: 'care-request-type',
  subRequestType: 'care-sub-request-type',
  query: 'care-query',
} as const;
export type CareField = keyof typeof careIds;
export const careOrder = Object.keys(careIds) as CareField[];
export type CareErrors = Partial<Record<CareField, string>>;
/** The API's names for the request's fields the form calls otherwise. */
export const careWireNames = {
  user_type: 'userType',
  phone: 'mobile',
  request_type_id: 'requestType',
  request_type: 'requestType',
  sub_request_id: 'subRequestType',
  sub_request_type: 'subRequestType',
  request_category_id: 'subRequestType',
} as const satisfies WireNames<ServiceRequest, CareField>;

const capitalised = (text: string) =>
  text.replace(/(^|-)([a-z])/g, (_, start: string, letter: string) => start + letter.toUpperCase());

const listNames: Readonly<Record<string, string>> = careListNames;

/** A request or sub-request type as the page names it (the API's name when the page has none). */
export const listName = (name: string) => listNames[name] ?? name;

/** A user type as the page names it ('non-customer' → 'Non-Customer'). */
export const userTypeName = (type: string) => listNames[type] ?? capitalised(type);
