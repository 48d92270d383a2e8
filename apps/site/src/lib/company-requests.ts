import {
  type CareerRequest,
  type Confirmation,
  type ContactRequest,
  submitCareerEndpoint,
  submitContactEndpoint,
  uploadLinkEndpoint,
} from '@company/forms/contracts';
import { isAxiosError } from 'axios';
import { genericFailure, http, post, type Result } from './http.ts';

/** Calls of the company pages (careers, contact, customer support), through the one HTTP client. */

type SuccessBody = Confirmation;

const failed = (result: Result<SuccessBody>): Result<SuccessBody> =>
  result.ok && result.data.success !== true
    ? { ok: false, message: genericFailure, status: 200 }
    : result;

/** A call request of the customer support form, stored as a contact request. */
export type SupportRequest = ContactRequest;

export async function submitSupportRequest(body: SupportRequest): Promise<Result<SuccessBody>> {
  return failed(await post<SuccessBody>(submitContactEndpoint.path, body));
}

/** The careers profile with the key of the uploaded resume. */
export type CareerApplication = CareerRequest;

export async function submitCareerApplication(
  body: CareerApplication,
): Promise<Result<SuccessBody>> {
  return failed(await post<SuccessBody>(submitCareerEndpoint.path, body));
}

const randomId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Uploads a resume: asks the API for a signed upload URL, then PUTs the file to it. Returns the
 * storage key the application refers to.
 */
export async function uploadResume(file: File): Promise<Result<{ key: string }>> {
  const key = `resumes/${randomId()}.pdf`;
  const signed = await post<SuccessBody>(uploadLinkEndpoint.path, {
    method: 'put',
    key,
  });
  if (!signed.ok) return signed;
  const url = signed.data.message;
  if (!signed.data.success || !url) return { ok: false, message: genericFailure, status: 200 };
  try {
    await http.put(url, file, { headers: { 'Content-Type': 'application/pdf' }, timeout: 60_000 });
    return { ok: true, data: { key } };
  } catch (error) {
    const status = isAxiosError(error) ? (error.response?.status ?? 0) : 0;
    const message = isAxiosError(error)
      ? (error.response?.data as { message?: unknown })?.message
      : undefined;
    return {
      ok: false,
      message:
        status >= 400 && status < 500 && typeof message === 'string' ? message : genericFailure,
      status,
    };
  }
}
