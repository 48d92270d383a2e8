import { enquiryMessages, enquiryOtpSchema, enquirySchema } from '../schemas/enquiry.ts';
import { challenged, endpoint, withBody } from './endpoint.ts';
import type { KeyFactsStatement } from './key-facts-statement.ts';
import { requestBody, wire } from './wire.ts';

/** Every message of the enquiry routes: the form's, then the API's. */
export const enquiryRouteMessages = {
  ...enquiryMessages,
  unavailable: 'We could not reach the offer service. Please try again in a few minutes.',
  startAgain: 'Please submit the form again.',
  channelId: 'The channel id must be text',
  keyFactsNotFound:
    'We have no Key Facts Statement at this address. Please check your offer again to see it.',
} as const;

export interface Branch {
  Branch_Id: number;
  Branch_Name: string;
  State_Number: number;
}

/** The pre-qualified offer request. Only the last four Aadhaar digits are kept. */
export interface PreQualificationRequest {
  city?: string;
  branchId?: number | string;
  mobile?: string;
  loanAmount?: number | string;
  idType?: string;
  pan?: string;
  aadhaar?: string;
  terms?: boolean;
  /** The encrypted channel id of `/enquiry?id=…`. */
  id?: string | null;
}

export interface EnquiryOtpRequest {
  requestId: string;
  otp?: string;
  nameAsPerPan?: string;
  /** The spec's older name of `nameAsPerPan`. */
  panName?: string;
}

/** The lender's answer as the page reads it (the Aadhaar number masked). */
export interface EnquiryResult {
  id: string;
  aadhar: string;
  requestId: string;
  panName: string;
  resultStatus?: number;
  leadId?: string;
  loanAmount?: number;
  /** With an offer (resultStatus 1): its illustrative Key Facts Statement. */
  keyFacts?: KeyFactsStatement;
}

/**
 * statusCode 006: the result now; 000: an OTP is needed (pre-qualification) or the result (OTP);
 * 009: start again. `errorMsg` is what the page shows on a failure.
 */
export interface EnquiryAnswer {
  success: boolean;
  statusCode: string;
  message: EnquiryResult | string;
  errorMsg?: string;
}

export const branchesEndpoint = /* @__PURE__ */ endpoint<
  void,
  { success: boolean; Message: Branch[] }
>('GET', '/api/v1/enquiry/branches');

export const channelEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<{ id?: string | null }, { success: boolean; channelType: number }>(
    'POST',
    '/api/v1/enquiry/channel',
  ),
  /* @__PURE__ */ requestBody([], { id: wire.optionalText({ max: 512 }) }, { open: true }),
  { _default: enquiryRouteMessages.channelId },
);

export const preQualificationEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ withBody(
    /* @__PURE__ */ endpoint<PreQualificationRequest, EnquiryAnswer, typeof enquirySchema>(
      'POST',
      '/api/v1/enquiry/pre-qualification',
      enquirySchema,
    ),
    // Lengths only: the form's schema (with the branch list) gives each field's message.
    /* @__PURE__ */ requestBody(
      [],
      {
        city: wire.text({ min: 0, max: 100 }),
        branchId: { type: ['integer', 'string'] },
        mobile: wire.text({ min: 0, max: 20 }),
        loanAmount: { type: ['integer', 'string'] },
        idType: wire.text({ min: 0, max: 10 }),
        pan: wire.text({ min: 0, max: 20 }),
        aadhaar: wire.text({ min: 0, max: 20 }),
        terms: wire.boolean(),
        id: wire.optionalText({ max: 512 }),
      },
      { open: true },
    ),
    {
      _default: enquiryRouteMessages.city,
      city: enquiryRouteMessages.city,
      branchId: enquiryRouteMessages.city,
      mobile: enquiryRouteMessages.mobileInvalid,
      loanAmount: enquiryRouteMessages.loanAmountInvalid,
      idType: enquiryRouteMessages.idType,
      pan: enquiryRouteMessages.panInvalid,
      aadhaar: enquiryRouteMessages.aadhaarInvalid,
      terms: enquiryRouteMessages.terms,
      id: enquiryRouteMessages.channelId,
    },
  ),
);

export const enquiryOtpEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<EnquiryOtpRequest, EnquiryAnswer, typeof enquiryOtpSchema>(
    'POST',
    '/api/v1/enquiry/verify-otp',
    enquiryOtpSchema,
  ),
  /* @__PURE__ */ requestBody(
    ['requestId'],
    {
      requestId: wire.text({ max: 64 }),
      otp: wire.text({ min: 0, max: 10 }),
      nameAsPerPan: wire.text({ min: 0, max: 100 }),
      panName: wire.text({ min: 0, max: 100 }),
    },
    { open: true },
  ),
  {
    _default: enquiryRouteMessages.startAgain,
    requestId: enquiryRouteMessages.startAgain,
    otp: enquiryRouteMessages.otpInvalid,
    nameAsPerPan: enquiryRouteMessages.nameAsPerPanLength,
    panName: enquiryRouteMessages.nameAsPerPanLength,
  },
);

/** The offer's Key Facts Statement as a tagged PDF; only the id issued with that offer answers. */
export const enquiryKeyFactsEndpoint = /* @__PURE__ */ endpoint<void, ArrayBuffer>(
  'GET',
  '/api/v1/enquiry/key-facts/:keyFactsId',
);

export const enquiryKeyFactsPath = (keyFactsId: string) =>
  enquiryKeyFactsEndpoint.path.replace(':keyFactsId', encodeURIComponent(keyFactsId));
