import { uploadLinkEndpoint, uploadMessages } from '@company/forms/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomId } from '../lib/crypto.ts';
import { sendError } from '../lib/http.ts';
import { body, errorResponse, errors } from '../lib/schemas.ts';
import { isSafeKey } from '../providers/storage.ts';
import { MAX_UPLOAD_BYTES, signedUrl, sniffContentType, verifySignedUrl } from './service.ts';

const OWNER_COOKIE = 'upl';

function ownerOf(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[OWNER_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{22}$/.test(existing)) return existing;
  const owner = randomId(16);
  reply.setCookie(OWNER_COOKIE, owner, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 24 * 3600,
  });
  return owner;
}

/** The signed URL's parameters (documentation only: a bad signature answers 403, not 400). */
const signedQuery = {
  type: 'object',
  properties: {
    op: { type: 'string', enum: ['put', 'get'] },
    exp: { type: 'string', description: 'expiry, Unix seconds' },
    owner: { type: 'string', description: 'the uploader the URL is bound to' },
    sig: { type: 'string', description: 'HMAC-SHA256 of op, key, exp and owner' },
  },
} as const;
const objectKeyParams = {
  type: 'object',
  properties: { '*': { type: 'string', description: 'the document key' } },
} as const;

export async function storageRoutes(app: FastifyInstance) {
  const { db, config, providers } = app.ctx;
  const key = config.secrets.storageKey;

  app.post<{ Body: { method: 'put' | 'get'; key: string } }>(
    uploadLinkEndpoint.path,
    {
      config: {
        rateLimit: 'upload',
        messages: { _default: uploadMessages.uploadFailed },
      },
      schema: {
        tags: ['customer care'],
        summary: 'Signed storage URL: put (upload with PUT) or get (read back an own upload)',
        body: body(['method', 'key'], {
          method: { type: 'string', enum: ['put', 'get'] },
          key: { type: 'string', minLength: 1, maxLength: 300 },
        }),
        response: {
          200: {
            type: 'object',
            required: ['success', 'message'],
            properties: {
              success: { type: 'boolean' },
              message: { type: 'string', description: 'the signed URL' },
            },
          },
          ...errors,
          404: errors[400],
          409: errors[400],
        },
      },
    },
    async (request, reply) => {
      const { method, key: objectKey } = request.body;
      const failed = method === 'put' ? uploadMessages.uploadFailed : uploadMessages.getFailed;
      if (!isSafeKey(objectKey)) return sendError(reply, 400, failed, { field: 'key' });
      const owner = ownerOf(request, reply);
      const existing = await db
        .selectFrom('uploads')
        .select(['owner'])
        .where('key', '=', objectKey)
        .executeTakeFirst();
      if (method === 'put') {
        if (existing) return sendError(reply, 409, uploadMessages.exists, { field: 'key' });
      } else if (!existing || existing.owner !== owner) {
        return sendError(reply, 404, failed, { field: 'key' });
      }
      return { success: true, message: signedUrl(key, method, objectKey, owner) };
    },
  );

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
            200: {
              type: 'object',
              properties: {
                success: { type: 'boolean' },
                message: { type: 'string' },
                key: { type: 'string' },
                content_type: { type: 'string' },
              },
            },
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
        const claimed = await db
          .insertInto('uploads')
          .values({ key: objectKey, owner: check.owner, content_type: type, size: data.length })
          .onConflict((oc) => oc.doNothing())
          .returning('key')
          .executeTakeFirst();
        if (!claimed) return sendError(reply, 409, uploadMessages.exists);
        try {
          await providers.storage.put(objectKey, data);
        } catch (error) {
          await db.deleteFrom('uploads').where('key', '=', objectKey).execute();
          throw error;
        }
        return {
          success: true,
          message: uploadMessages.uploaded,
          key: objectKey,
          content_type: type,
        };
      },
    );
  });

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
      const row = await db
        .selectFrom('uploads')
        .select(['content_type', 'owner'])
        .where('key', '=', objectKey)
        .executeTakeFirst();
      const data = row ? await providers.storage.get(objectKey) : null;
      if (!row || !data) return sendError(reply, 404, uploadMessages.getFailed);
      return reply
        .type(row.content_type)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=300')
        .send(data);
    },
  );
}
