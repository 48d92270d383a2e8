import { type RequestOf, uploadLinkEndpoint } from '@company/forms/contracts';
import { call, genericFailure, putFile, type Result } from './http.ts';

/**
 * Uploads a file the way every journey does: the API answers the upload's opaque id and a signed
 * URL (`request` says for which journey), the file goes there, and the id is what the journey's
 * request then refers to.
 */
export async function uploadThroughLink(
  request: RequestOf<typeof uploadLinkEndpoint>,
  file: File,
  contentType: string,
  onProgress?: (fraction: number) => void,
): Promise<Result<{ id: string }>> {
  const signed = await call(uploadLinkEndpoint, request);
  if (!signed.ok) return signed;
  const { message: url, id } = signed.data;
  if (!signed.data.success || !url || !id) {
    return { ok: false, message: genericFailure, status: 200 };
  }
  const stored = await putFile(url, file, contentType, onProgress);
  return stored.ok ? { ok: true, data: { id } } : stored;
}
