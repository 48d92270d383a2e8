import { endpoint } from './endpoint.ts';

export const uploadMessages = {
  uploadFailed: 'Document upload failed',
  getFailed: 'Document get failed',
  type: 'Only PNG, JPEG or PDF files are accepted',
  size: 'The file must be at most 5 MB',
  exists: 'A document with this name was already uploaded',
  link: 'This link is not valid or has expired',
  uploaded: 'Document Uploaded',
} as const;

/** Asks for a signed URL to PUT a document to, or to GET one from. */
export interface UploadLinkRequest {
  method: 'put' | 'get';
  /** The storage key. */
  key: string;
}

/** `message` is the signed URL. */
export interface UploadLinkAnswer {
  success: boolean;
  message: string;
}

export const uploadLinkEndpoint = /* @__PURE__ */ endpoint<UploadLinkRequest, UploadLinkAnswer>(
  'POST',
  '/api/v1/bb/request/upload-document',
);
