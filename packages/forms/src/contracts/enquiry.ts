import { enquiryMessages, enquiryOtpSchema, enquirySchema } from '../schemas/enquiry.ts';
import { challenged, endpoint } from './endpoint.ts';

/** Every message of the enquiry routes: the form's, then the API's. */
export const enquiryRouteMessages = {
  ...enquiryMessages,
  unavailable: 'We could not reach the offer service. Please try again in a few minutes.',
  startAgain: 'Please submit the form again.',
  channelId: 'The channel id must be text',
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

export const channelEndpoint = /* @__PURE__ */ endpoint<
  { id?: string | null },
  { success: boolean; channelType: number }
>('POST', '/api/v1/enquiry/channel');

export const preQualificationEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ endpoint<PreQualificationRequest, EnquiryAnswer, typeof enquirySchema>(
    'POST',
    '/api/v1/enquiry/pre-qualification',
    enquirySchema,
  ),
);

export const enquiryOtpEndpoint = /* @__PURE__ */ endpoint<
  EnquiryOtpRequest,
  EnquiryAnswer,
  typeof enquiryOtpSchema
>('POST', '/api/v1/enquiry/verify-otp', enquiryOtpSchema);
