import {
  type CareerRequest,
  type Confirmation,
  submitCareerEndpoint,
  uploadLinkEndpoint,
} from '@company/forms/contracts';
import { confirmed, genericFailure, post, put, type Result } from '../../lib/http.ts';

/** The careers profile with the key of the uploaded resume. */
export type CareerApplication = CareerRequest;

export async function submitCareerApplication(
  body: CareerApplication,
): Promise<Result<Confirmation>> {
  return confirmed(await post<Confirmation>(submitCareerEndpoint.path, body));
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
  const signed = await post<Confirmation>(uploadLinkEndpoint.path, { method: 'put', key });
  if (!signed.ok) return signed;
  const url = signed.data.message;
  if (!signed.data.success || !url) return { ok: false, message: genericFailure, status: 200 };
  const stored = await put(url, file, {
    headers: { 'Content-Type': 'application/pdf' },
    timeout: 60_000,
  });
  return stored.ok ? { ok: true, data: { key } } : stored;
}
