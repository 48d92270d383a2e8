import {
  type AnswerOf,
  type CareIdentity,
  type CareLoan,
  type Confirmation,
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
  uploadLinkEndpoint,
  userTypesEndpoint,
  verifyCareOtpEndpoint,
  verifyEmailOtpEndpoint,
} from '@company/forms/contracts';
import { confirmed, genericFailure, get, post, put, type Result } from '../../lib/http.ts';

/** The calls of the customer care journey, through the one HTTP client. */

const dataOf = async <T>(call: Promise<Result<{ success: boolean; data: T }>>) => {
  const result = await call;
  if (!result.ok) return result;
  return result.data.success
    ? ({ ok: true, data: result.data.data } as const)
    : ({ ok: false, message: genericFailure, status: 200 } as const);
};

export const fetchUserTypes = (): Promise<Result<UserType[]>> =>
  dataOf(get<AnswerOf<typeof userTypesEndpoint>>(userTypesEndpoint.path));

export const fetchRequestTypes = (userId: number): Promise<Result<RequestType[]>> =>
  dataOf(
    post<AnswerOf<typeof requestTypesEndpoint>>(requestTypesEndpoint.path, { user_id: userId }),
  );

export const fetchSubRequestTypes = (
  requestTypeId: number,
  userId: number,
): Promise<Result<SubRequestType[]>> =>
  dataOf(
    post<AnswerOf<typeof subRequestTypesEndpoint>>(subRequestTypesEndpoint.path, {
      request_type_id: requestTypeId,
      user_id: userId,
    }),
  );

/** Sends the OTP to the registered mobile; the answer is the same whether or not a loan matched. */
export async function sendIdentityOtp(identity: CareIdentity): Promise<Result<Confirmation>> {
  return confirmed(await post<AnswerOf<typeof sendCareOtpEndpoint>>(sendCareOtpEndpoint, identity));
}

export async function verifyIdentityOtp(
  identity: CareIdentity,
  otp: string,
): Promise<Result<Confirmation>> {
  return confirmed(
    await post<Confirmation>(verifyCareOtpEndpoint.path, {
      ...identity,
      otp,
    } satisfies RequestOf<typeof verifyCareOtpEndpoint>),
  );
}

export const fetchLoans = (identity: CareIdentity): Promise<Result<CareLoan[]>> =>
  dataOf(post<AnswerOf<typeof careLoansEndpoint>>(careLoansEndpoint.path, identity));

export async function sendEmailOtp(email: string): Promise<Result<Confirmation>> {
  return confirmed(await post<Confirmation>(sendEmailOtpEndpoint.path, { email }));
}

export async function verifyEmailOtp(
  request: RequestOf<typeof verifyEmailOtpEndpoint>,
): Promise<Result<Confirmation>> {
  return confirmed(await post<Confirmation>(verifyEmailOtpEndpoint.path, request));
}

/** City and state of a 6-digit pincode. */
export async function fetchCityState(
  pincode: string,
): Promise<Result<{ city: string; state: string }>> {
  const found = await dataOf(
    post<AnswerOf<typeof cityStateEndpoint>>(cityStateEndpoint.path, { pincode }),
  );
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
  const signed = await post<AnswerOf<typeof uploadLinkEndpoint>>(uploadLinkEndpoint, request);
  if (!signed.ok) return signed;
  const { message: url, id } = signed.data;
  if (!signed.data.success || !url || !id) {
    return { ok: false, message: genericFailure, status: 200 };
  }
  const stored = await put(url, file, {
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    timeout: 60_000,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(event.loaded / event.total);
    },
  });
  return stored.ok ? { ok: true, data: { id } } : stored;
}

export const submitServiceRequest = (
  request: ServiceRequest,
): Promise<Result<ServiceRequestAnswer>> =>
  post<ServiceRequestAnswer>(submitServiceRequestEndpoint, request);
