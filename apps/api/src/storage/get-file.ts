import { uploadMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/http.ts';
import { errorResponse } from '../lib/schemas.ts';
import { isSafeKey } from '../providers/storage.ts';
import { uploadedFile } from './queries.ts';
import { objectKeyParams, signedQuery } from './route-schemas.ts';
import { verifySignedUrl } from './service.ts';

/** Step 3: an upload read back through the signed get link. */
export function getFileRoute(app: FastifyInstance) {
  const { db, config, providers } = app.ctx;
  const key = config.secrets.storageKey;
  app.get<{ Params: { '*': string }; Querystring: Record<string, string> }>(
    '/api/storage/*',
    {
      schema: {
        tags: ['customer care'],
        summary: 'Read an upload back through a signed get URL (the file, with its content type)',
        params: objectKeyParams,
        querystring: signedQuery,
        response: {
          200: { description: 'the file (png, jpeg or pdf)', type: 'string', format: 'binary' },
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const objectKey = request.params['*'];
      const check = verifySignedUrl(key, 'get', objectKey, request.query);
      if (!check.ok || !isSafeKey(objectKey)) return sendError(reply, 403, uploadMessages.link);
      const row = await uploadedFile(db, objectKey);
      const data = row ? await providers.storage.get(objectKey) : null;
      if (!row?.content_type || !data) return sendError(reply, 404, uploadMessages.getFailed);
      return reply
        .type(row.content_type)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=300')
        .send(data);
    },
  );
}
