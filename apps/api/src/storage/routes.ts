import {
  careMobileDigits,
  careRouteMessages,
  type UploadLinkRequest,
  uploadLinkEndpoint,
  uploadMessages,
} from '@company/forms/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { randomId } from '../lib/crypto.ts';
import { HttpError, sendError } from '../lib/http.ts';
import { readProof } from '../lib/proof.ts';
import { clientNetwork } from '../lib/rate-counters.ts';
import { limit } from '../lib/rate-limit.ts';
import { errorResponse, errors } from '../lib/schemas.ts';
import { isSafeKey } from '../providers/storage.ts';
import { MAX_UPLOAD_BYTES, signedUrl, sniffContentType, verifySignedUrl } from './service.ts';
import { OWNER_COOKIE } from './uploads.ts';

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

/** Uploads one visitor (the owner cookie) may start per journey per day. */
const UPLOAD_QUOTA = { career: 3, care: 5 } as const;
/** Uploads one client address may start per day, whatever its cookies. */
const UPLOADS_PER_ADDRESS_PER_DAY = 40;
/** Uploads one non-customer's or dealer's mobile number may start per hour. */
const UPLOADS_PER_NUMBER_PER_HOUR = 10;

export async function storageRoutes(app: FastifyInstance) {
  const { db, config, providers } = app.ctx;
  const key = config.secrets.storageKey;

  /**
   * Where a new upload goes, chosen by the API from the journey's verified facts: a careers
   * resume anywhere; a customer care document under the customer's verified mobile (the care
   * OTP), or under a non-customer's or dealer's checked and rate-limited mobile number.
   */
  async function uploadFolder(
    request: FastifyRequest,
    body: Extract<UploadLinkRequest, { method: 'put' }>,
  ): Promise<string> {
    if (body.journey === 'career') return 'careers';
    if (body.journey !== 'care')
      throw new HttpError(400, uploadMessages.uploadFailed, { field: 'journey' });
    const proof = readProof(request, config.secrets.signingKey, 'care');
    if (proof?.phone) return `customer/${proof.phone}`;
    if (!body.user_type) throw new HttpError(401, uploadMessages.verifyFirst);
    const phone = careMobileDigits(String(body.phone ?? ''));
    if (!phone) throw new HttpError(400, careRouteMessages.mobileInvalid, { field: 'phone' });
    await limit(db, `uploads-number:${phone}`, UPLOADS_PER_NUMBER_PER_HOUR, 3600);
    return `${body.user_type}/${phone}`;
  }

  app.post<{ Body: UploadLinkRequest }>(
    uploadLinkEndpoint.path,
    {
      config: {
        rateLimit: 'upload',
        messages: { _default: uploadMessages.uploadFailed },
      },
      schema: {
        tags: ['customer care'],
        summary:
          'Signed storage URL: put (a new upload in a journey: its opaque id and where to PUT it) or get (read back an own upload by id)',
        body: {
          type: 'object',
          required: ['method'],
          additionalProperties: false,
          properties: {
            method: { type: 'string', enum: ['put', 'get'] },
            journey: { type: 'string', enum: ['career', 'care'] },
            user_type: { type: 'string', enum: ['non-customer', 'dealer'] },
            phone: { type: 'string', maxLength: 20 },
            id: { type: 'string', maxLength: 40 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'message'],
            properties: {
              success: { type: 'boolean' },
              message: { type: 'string', description: 'the signed URL' },
              id: { type: 'string', description: 'the upload (put): send it with the request' },
            },
          },
          ...errors,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const owner = ownerOf(request, reply);
      if (body.method === 'get') {
        const row = await db
          .selectFrom('uploads')
          .select(['key', 'owner'])
          .where('id', '=', String(body.id ?? ''))
          .where('uploaded_at', 'is not', null)
          .executeTakeFirst();
        if (!row || row.owner !== owner) {
          return sendError(reply, 404, uploadMessages.getFailed, { field: 'id' });
        }
        return { success: true, message: signedUrl(key, 'get', row.key, owner) };
      }
      const folder = await uploadFolder(request, body);
      await limit(
        db,
        `uploads-day:${clientNetwork(request.ip)}`,
        UPLOADS_PER_ADDRESS_PER_DAY,
        24 * 3600,
      );
      const today = await db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner', '=', owner)
        .where('journey', '=', body.journey)
        .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
        .executeTakeFirstOrThrow();
      if (Number(today.n) >= UPLOAD_QUOTA[body.journey]) {
        throw new HttpError(429, uploadMessages.quota, { retryAfter: 24 * 3600 });
      }
      const id = `up_${randomId(18)}`;
      const objectKey = `${folder}/f${randomId(12)}`;
      await db
        .insertInto('uploads')
        .values({ id, key: objectKey, owner, journey: body.journey })
        .execute();
      return { success: true, message: signedUrl(key, 'put', objectKey, owner), id };
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
        // The reservation made with the link, filled once: a second PUT never overwrites.
        const claimed = await db
          .updateTable('uploads')
          .set({ content_type: type, size: data.length, uploaded_at: new Date() })
          .where('key', '=', objectKey)
          .where('owner', '=', check.owner)
          .where('uploaded_at', 'is', null)
          .returning('key')
          .executeTakeFirst();
        if (!claimed) return sendError(reply, 409, uploadMessages.exists);
        try {
          await providers.storage.put(objectKey, data);
        } catch (error) {
          await db
            .updateTable('uploads')
            .set({ content_type: null, size: null, uploaded_at: null })
            .where('key', '=', objectKey)
            .execute();
          throw error;
        }
        return { success: true, message: uploadMessages.uploaded, content_type: type };
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
        .where('uploaded_at', 'is not', null)
        .executeTakeFirst();
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
