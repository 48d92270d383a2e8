import {
  type CareerRequest,
  type Confirmation,
  submitCareerEndpoint,
} from '@company/forms/contracts';
import { call, confirmed, type Result } from '../../lib/http.ts';
import { uploadThroughLink } from '../../lib/upload.ts';

/** The careers profile with the key of the uploaded resume. */
export type CareerApplication = CareerRequest;

export async function submitCareerApplication(
  body: CareerApplication,
): Promise<Result<Confirmation>> {
  return confirmed(await call(submitCareerEndpoint, body));
}

/**
 * Uploads a resume in the careers journey (the API answers the upload's id and a signed URL; the
 * PDF goes there). Returns the id the application refers to.
 */
export async function uploadResume(file: File): Promise<Result<{ key: string }>> {
  const uploaded = await uploadThroughLink(
    { method: 'put', journey: 'career' },
    file,
    'application/pdf',
  );
  return uploaded.ok ? { ok: true, data: { key: uploaded.data.id } } : uploaded;
}
