import { uploadMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/http.ts';
import { errorResponse, shape } from '../lib/schemas.ts';
import { isSafeKey } from '../providers/storage.ts';
import { claimUpload, releaseUpload } from './queries.ts';
import { objectKeyParams, signedQuery } from './route-schemas.ts';
import { MAX_UPLOAD_BYTES, sniffContentType, verifySignedUrl } from './service.ts';

/** Step 2: the file itself, through the signed put link (raw body, checked by its content). */
export async function putFileRoute(app: FastifyInstance) {
  const { db, config, providers } = app.ctx;
  const key = config.secrets.storageKey;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, payload, done) => done(null, payload),
    );

    scope.put<{
      Params: { '*': string };
      Querystring: Record<string, string>;
      Body: Buffer;
    }>(
      '/api/storage/*',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        config: { rateLimit: 'upload' },
        schema: {
          tags: ['customer care'],
          summary:
            'Upload through a signed put URL (from upload-document): the raw file as the body; png, jpeg or pdf by content, at most 5 MB, never overwrites',
          params: objectKeyParams,
          querystring: signedQuery,
          response: {
            200: shape({ success: 'boolean', message: 'string', content_type: 'string' }),
            403: errorResponse,
            409: errorResponse,
            413: errorResponse,
            415: errorResponse,
            429: errorResponse,
          },
        },
        errorHandler: (error, _request, reply) => {
          const status = (error as { statusCode?: number }).statusCode ?? 500;
          if (status === 413) return sendError(reply, 413, uploadMessages.size);
          if (status < 500) return sendError(reply, status, uploadMessages.uploadFailed);
          throw error;
        },
      },
      async (request, reply) => {
        const objectKey = request.params['*'];
        const check = verifySignedUrl(key, 'put', objectKey, request.query);
        if (!check.ok || !isSafeKey(objectKey)) return sendError(reply, 403, uploadMessages.link);
        const data = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (data.length > MAX_UPLOAD_BYTES) return sendError(reply, 413, uploadMessages.size);
        const type = sniffContentType(data);
        if (!type) return sendError(reply, 415, uploadMessages.type);
        // The reservation made with the link, filled once: a second PUT never overwrites.
        const claimed = await claimUpload(db, objectKey, check.owner, type, data.length);
        if (!claimed) return sendError(reply, 409, uploadMessages.exists);
        try {
          await providers.storage.put(objectKey, data);
        } catch (error) {
          await releaseUpload(db, objectKey);
          throw error;
        }
        return { success: true, message: uploadMessages.uploaded, content_type: type };
      },
    );
  });
}
