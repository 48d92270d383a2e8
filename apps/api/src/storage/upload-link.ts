import {
  careMobileDigits,
  careRouteMessages,
  type UploadLinkRequest,
  uploadLinkEndpoint,
  uploadMessages,
} from '@company/forms/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomId } from '../lib/crypto.ts';
import { HttpError, sendError } from '../lib/http.ts';
import { readProof } from '../lib/proof.ts';
import { clientNetwork } from '../lib/rate-counters.ts';
import { limit } from '../lib/rate-limit.ts';
import { errorResponse, errors, shape } from '../lib/schemas.ts';
import { arrivedUpload, reserveUpload, uploadsToday } from './queries.ts';
import { signedUrl } from './service.ts';
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

/** Uploads one visitor (the owner cookie) may start per journey per day. */
const UPLOAD_QUOTA = { career: 3, care: 5 } as const;
/** Uploads one client address may start per day, whatever its cookies. */
const UPLOADS_PER_ADDRESS_PER_DAY = 40;
/** Uploads one non-customer's or dealer's mobile number may start per hour. */
const UPLOADS_PER_NUMBER_PER_HOUR = 10;

/** Step 1: a signed link — to put a new upload in a journey, or to read an own upload back. */
export function uploadLinkRoute(app: FastifyInstance) {
  const { db, config } = app.ctx;
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
        messages: uploadLinkEndpoint.fieldMessages,
      },
      schema: {
        tags: ['customer care'],
        summary:
          'Signed storage URL: put (a new upload in a journey: its opaque id and where to PUT it) or get (read back an own upload by id)',
        body: uploadLinkEndpoint.body,
        response: {
          200: shape(
            {
              success: 'boolean',
              message: { type: 'string', description: 'the signed URL' },
              id: { type: 'string', description: 'the upload (put): send it with the request' },
            },
            ['success', 'message'],
          ),
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
        const row = await arrivedUpload(db, String(body.id ?? ''));
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
      const today = await uploadsToday(db, owner, body.journey);
      if (Number(today.n) >= UPLOAD_QUOTA[body.journey]) {
        throw new HttpError(429, uploadMessages.quota, { retryAfter: 24 * 3600 });
      }
      const id = `up_${randomId(18)}`;
      const objectKey = `${folder}/f${randomId(12)}`;
      await reserveUpload(db, { id, key: objectKey, owner, journey: body.journey });
      return { success: true, message: signedUrl(key, 'put', objectKey, owner), id };
    },
  );
}
