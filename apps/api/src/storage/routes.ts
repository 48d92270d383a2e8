import type { FastifyInstance } from 'fastify';
import { getFileRoute } from './get-file.ts';
import { putFileRoute } from './put-file.ts';
import { uploadLinkRoute } from './upload-link.ts';

/** Uploads, step by step: the signed link, the file put through it, the file read back. */
export async function storageRoutes(app: FastifyInstance) {
  uploadLinkRoute(app);
  await putFileRoute(app);
  getFileRoute(app);
}
