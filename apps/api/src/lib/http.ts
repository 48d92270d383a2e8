import http from 'node:http';
import type { Duplex } from 'node:stream';
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
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
};

/** The one error body: `errorMsg` repeats `message` for the pages that read the spec's name. */
function errorBody(statusCode: number, message: string, extra: Record<string, unknown> = {}) {
  return {
    success: false,
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    errorMsg: message,
    ...extra,
  };
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return reply.code(statusCode).send(errorBody(statusCode, message, extra));
}

/**
 * Fastify's refusals before a route runs (a path parameter over its length, a URL it cannot
 * decode), in the one error shape; Fastify's own would repeat the URL back.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 414, apiMessages.addressTooLong);
  }
  return sendError(reply, 400, apiMessages.unreadableRequest);
}

/**
 * Node's refusals before Fastify sees a request (headers or a request line over the size limit,
 * a request that is no HTTP, a client too slow), written to the socket in the one error shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, apiMessages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, apiMessages.requestTimeout]
        : [400, apiMessages.unreadableRequest];
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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

/** Words for a refusal of the framework's (FST_…): fixed, so nothing of the request comes back. */
function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return apiMessages.requestTooLarge;
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  )
    return apiMessages.invalidJson;
  return error.code?.startsWith('FST_') ? apiMessages.unreadableRequest : error.message;
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
    if (status >= 400 && status < 500)
      return sendError(reply, status, clientMessage(error, status));
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, apiMessages.serverError);
  });
}
