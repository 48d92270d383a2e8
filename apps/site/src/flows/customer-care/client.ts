import {
  type CareIdentity,
  type CareLoan,
  careLoansEndpoint,
  cityStateEndpoint,
  type RequestOf,
  type RequestType,
  requestTypesEndpoint,
  type ServiceRequest,
  type ServiceRequestAnswer,
  type SubRequestType,
  sendCareOtpEndpoint,
  sendEmailOtpEndpoint,
  submitServiceRequestEndpoint,
  subRequestTypesEndpoint,
  type UserType,
  type uploadLinkEndpoint,
  userTypesEndpoint,
  verifyCareOtpEndpoint,
  verifyEmailOtpEndpoint,
} from '@company/forms/contracts';
import { call, confirmed, genericFailure, type Result } from '../../lib/http.ts';
import { uploadThroughLink } from '../../lib/upload.ts';

/** The calls of the customer care journey, through the one HTTP client. */

const dataOf = async <T>(answer: Promise<Result<{ success: boolean; data: T }>>) => {
  const result = await answer;
  if (!result.ok) return result;
  return result.data.success
    ? ({ ok: true, data: result.data.data } as const)
    : ({ ok: false, message: genericFailure, status: 200 } as const);
};

export const fetchUserTypes = (): Promise<Result<UserType[]>> => dataOf(call(userTypesEndpoint));

export const fetchRequestTypes = (userId: number): Promise<Result<RequestType[]>> =>
  dataOf(call(requestTypesEndpoint, { user_id: userId }));

export const fetchSubRequestTypes = (
  requestTypeId: number,
  userId: number,
): Promise<Result<SubRequestType[]>> =>
  dataOf(
    call(subRequestTypesEndpoint, {
      request_type_id: requestTypeId,
      user_id: userId,
    }),
  );

/** Sends the OTP to the registered mobile; the answer is the same whether or not a loan matched. */
export const sendIdentityOtp = async (identity: CareIdentity) =>
  confirmed(await call(sendCareOtpEndpoint, identity));

export const verifyIdentityOtp = async (identity: CareIdentity, otp: string) =>
  confirmed(await call(verifyCareOtpEndpoint, { ...identity, otp }));

export const fetchLoans = (identity: CareIdentity): Promise<Result<CareLoan[]>> =>
  dataOf(call(careLoansEndpoint, identity));

export const sendEmailOtp = async (email: string) =>
  confirmed(await call(sendEmailOtpEndpoint, { email }));

export const verifyEmailOtp = async (request: RequestOf<typeof verifyEmailOtpEndpoint>) =>
  confirmed(await call(verifyEmailOtpEndpoint, request));

/** City and state of a 6-digit pincode. */
export async function fetchCityState(
  pincode: string,
): Promise<Result<{ city: string; state: string }>> {
  const found = await dataOf(call(cityStateEndpoint, { pincode }));
  if (!found.ok) return found;
  const [first] = found.data;
  return first
    ? { ok: true, data: { city: first.City, state: first.State } }
    : { ok: false, message: genericFailure, status: 404 };
}

/** Who uploads: a customer verified by OTP, or a non-customer or dealer by their mobile. */
export type Uploader = { kind: 'customer' } | { kind: 'non-customer' | 'dealer'; phone: string };

/**
 * Uploads a document in the customer care journey: the API answers the upload's id and a signed
 * URL; the file goes there with its progress reported. Returns the id the request refers to.
 */
export async function uploadDocument(
  file: File,
  uploader: Uploader,
  onProgress?: (fraction: number) => void,
): Promise<Result<{ id: string }>> {
  const request: RequestOf<typeof uploadLinkEndpoint> =
    uploader.kind === 'customer'
      ? { method: 'put', journey: 'care' }
      : { method: 'put', journey: 'care', user_type: uploader.kind, phone: uploader.phone };
  return uploadThroughLink(request, file, file.type || 'application/octet-stream', onProgress);
}

export const submitServiceRequest = (
  request: ServiceRequest,
): Promise<Result<ServiceRequestAnswer>> => call(submitServiceRequestEndpoint, request);
