import { apiMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact request body, for signature checks (only in scopes that call keepRawJson). */
    rawBody?: string;
  }
}

/** In this scope, JSON bodies are parsed as usual but the exact text is kept in request.rawBody. */
export function keepRawJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error(apiMessages.invalidJson), { statusCode: 400 }), undefined);
    }
  });
}
