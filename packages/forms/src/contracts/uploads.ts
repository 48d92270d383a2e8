import { challenged, endpoint, withBody } from './endpoint.ts';
import { requestBody, wire } from './wire.ts';

export const uploadMessages = {
  uploadFailed: 'Document upload failed',
  getFailed: 'Document get failed',
  type: 'Only PNG, JPEG or PDF files are accepted',
  size: 'The file must be at most 5 MB',
  exists: 'This document was already uploaded',
  verifyFirst: 'Please verify your mobile number before uploading a document',
  quota: 'You have uploaded as many documents as a day allows. Please try again tomorrow.',
  link: 'This link is not valid or has expired',
  uploaded: 'Document Uploaded',
} as const;

/**
 * Asks for a signed URL to PUT a document to, or to GET an own upload from. The API chooses where
 * the file is stored; the browser holds only the upload's opaque `id`, which the request that
 * uses the file (the careers profile's `resume_key`, a service request's `doc_path`) sends back.
 * A customer care upload needs the verified mobile of the journey (the care OTP), or, for a
 * non-customer or dealer, a valid mobile number.
 */
export type UploadLinkRequest =
  | { method: 'put'; journey: 'career' }
  | {
      method: 'put';
      journey: 'care';
      user_type?: 'non-customer' | 'dealer';
      /** A non-customer's or dealer's mobile number. */
      phone?: string;
    }
  | { method: 'get'; id: string };

/** `message` is the signed URL; `id` the upload's opaque id (on put). */
export interface UploadLinkAnswer {
  success: boolean;
  message: string;
  id?: string;
}

export const uploadLinkEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ withBody(
    /* @__PURE__ */ endpoint<UploadLinkRequest, UploadLinkAnswer>(
      'POST',
      '/api/v1/bb/request/upload-document',
    ),
    /* @__PURE__ */ requestBody(['method'], {
      method: wire.oneOf(['put', 'get']),
      journey: wire.oneOf(['career', 'care']),
      user_type: wire.oneOf(['non-customer', 'dealer']),
      phone: wire.text({ min: 0, max: 20 }),
      id: wire.text({ min: 0, max: 40 }),
    }),
    { _default: uploadMessages.uploadFailed },
  ),
  {
    unlessCareProof: true,
    // Reading back an own upload stores nothing.
    when: (request) => request?.method !== 'get',
  },
);
