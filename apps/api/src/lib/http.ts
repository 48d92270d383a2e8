import { apiMessages } from '@company/forms/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error with an HTTP status and a message meant for the visitor. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;
  constructor(statusCode: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field ? { field } : {});

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Message per body field for a failed schema check; `field:required` or `_required` for a
     * missing field; `_default` for anything else.
     */
    messages?: Record<string, string>;
    /** Rate-limit class of the route (per client address per minute); default 'general'. */
    rateLimit?: 'otp' | 'captcha' | 'lead' | 'enquiry' | 'upload' | 'general';
    /**
     * When the counters are in the database, the route counts its class itself, in the statement
     * that stores what it was sent (`countRequest` or `countRequestsOf` as a CTE), then calls
     * `markCounted`; what fails before that is counted on its way out (`installRateLimits`).
     */
    rateLimitCountedByRoute?: boolean;
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  extra: Record<string, unknown> = {},
) {
  // One shape for every error: `errorMsg` repeats `message` for the pages that read the spec's
  // field name (the enquiry's).
  return reply.code(statusCode).send({
    success: false,
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    errorMsg: message,
    ...extra,
  });
}

function fieldOf(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const params = first.params as Record<string, unknown>;
  if (typeof params.missingProperty === 'string') return params.missingProperty;
  const segment = first.instancePath.split('/')[1];
  if (segment) return segment;
  if (typeof params.additionalProperty === 'string') return params.additionalProperty;
  return undefined;
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (typeof error.extra.retryAfter === 'number') {
        reply.header('retry-after', String(error.extra.retryAfter));
      }
      return sendError(reply, error.statusCode, error.message, error.extra);
    }
    if (error.validation) {
      const field = fieldOf(error);
      const messages = request.routeOptions.config?.messages ?? {};
      const missing = error.validation[0]?.keyword === 'required';
      const message =
        (missing && field && messages[`${field}:required`]) ||
        (missing && messages._required) ||
        (field && messages[field]) ||
        messages._default ||
        (field ? `Please enter a valid ${field}` : 'Invalid request');
      return sendError(reply, 400, message, field ? { field } : {});
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendError(reply, 415, apiMessages.jsonOnly);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, status === 413 ? 'Request is too large' : error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, apiMessages.serverError);
  });
}
