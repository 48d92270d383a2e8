import { hmac, safeEqual } from '../lib/crypto.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const URL_TTL_SECONDS = 15 * 60;

export type StorageOp = 'put' | 'get';

function payload(op: StorageOp, key: string, exp: number, owner: string): string {
  return `${op}\n${key}\n${exp}\n${owner}`;
}

/** A signed, expiring URL for one operation on one key, bound to the uploader. */
export function signedUrl(signingKey: string, op: StorageOp, key: string, owner: string): string {
  const exp = Math.floor(Date.now() / 1000) + URL_TTL_SECONDS;
  const sig = hmac(signingKey, payload(op, key, exp, owner));
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `/api/storage/${path}?op=${op}&exp=${exp}&owner=${encodeURIComponent(owner)}&sig=${sig}`;
}

export function verifySignedUrl(
  signingKey: string,
  op: StorageOp,
  key: string,
  query: { op?: string; exp?: string; owner?: string; sig?: string },
): { ok: true; owner: string } | { ok: false; reason: string } {
  if (query.op !== op || !query.exp || !query.owner || !query.sig) {
    return { ok: false, reason: 'missing signature' };
  }
  const exp = Number(query.exp);
  if (!Number.isInteger(exp)) return { ok: false, reason: 'bad expiry' };
  if (!safeEqual(query.sig, hmac(signingKey, payload(op, key, exp, query.owner)))) {
    return { ok: false, reason: 'bad signature' };
  }
  if (exp < Date.now() / 1000) return { ok: false, reason: 'expired' };
  return { ok: true, owner: query.owner };
}

/**
 * The document's type by its structure, or null when it is not png, jpeg or pdf: PNG by its
 * signature, JPEG by its start-of-image marker, PDF by its header and the end-of-file marker in
 * its last kilobyte (a file that only starts like a PDF is not one).
 */
export function sniffContentType(
  data: Buffer,
): 'image/png' | 'image/jpeg' | 'application/pdf' | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) {
    return 'image/png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    data.length >= 5 &&
    data.subarray(0, 5).toString('latin1') === '%PDF-' &&
    data.subarray(-1024).toString('latin1').includes('%%EOF')
  ) {
    return 'application/pdf';
  }
  return null;
}
