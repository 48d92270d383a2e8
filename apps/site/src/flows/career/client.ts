import {
  type AnswerOf,
  type CareerRequest,
  type Confirmation,
  type RequestOf,
  submitCareerEndpoint,
  uploadLinkEndpoint,
} from '@company/forms/contracts';
import { confirmed, genericFailure, post, put, type Result } from '../../lib/http.ts';

/** The careers profile with the key of the uploaded resume. */
export type CareerApplication = CareerRequest;

export async function submitCareerApplication(
  body: CareerApplication,
): Promise<Result<Confirmation>> {
  return confirmed(await post<Confirmation>(submitCareerEndpoint, body));
}

/**
 * Uploads a resume: asks the API for an upload in the careers journey (it answers the upload's id
 * and a signed URL), then PUTs the file there. Returns the id the application refers to.
 */
export async function uploadResume(file: File): Promise<Result<{ key: string }>> {
  const signed = await post<AnswerOf<typeof uploadLinkEndpoint>>(uploadLinkEndpoint, {
    method: 'put',
    journey: 'career',
  } satisfies RequestOf<typeof uploadLinkEndpoint>);
  if (!signed.ok) return signed;
  const { message: url, id } = signed.data;
  if (!signed.data.success || !url || !id) {
    return { ok: false, message: genericFailure, status: 200 };
  }
  const stored = await put(url, file, {
    headers: { 'Content-Type': 'application/pdf' },
    timeout: 60_000,
  });
  return stored.ok ? { ok: true, data: { key: id } } : stored;
}
