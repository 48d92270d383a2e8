import {
  type Branch,
  branchesEndpoint,
  type EnquiryAnswer,
  type EnquiryOtpRequest,
  enquiryOtpEndpoint,
  type PreQualificationRequest,
  preQualificationEndpoint,
} from '@company/forms/contracts';
import { call, genericFailure, type Result } from '../../lib/http.ts';

/** The calls of the pre-qualified offer enquiry, through the one HTTP client. */

/** The branches (cities) to choose from, as the API sorts them. */
export async function fetchBranches(): Promise<Result<Branch[]>> {
  const found = await call(branchesEndpoint);
  if (!found.ok) return found;
  return Array.isArray(found.data.Message)
    ? { ok: true, data: found.data.Message }
    : { ok: false, message: genericFailure, status: 200 };
}

/**
 * The offer request. The channel id of the page's address goes as it came: the API decrypts it
 * (the page holds no key). The Aadhaar number and PAN travel in the body only, never in a URL.
 */
export const preQualify = (request: PreQualificationRequest): Promise<Result<EnquiryAnswer>> =>
  call(preQualificationEndpoint, request);

export const verifyEnquiryOtp = (request: EnquiryOtpRequest): Promise<Result<EnquiryAnswer>> =>
  call(enquiryOtpEndpoint, request);
