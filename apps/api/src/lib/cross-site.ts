import { apiMessages } from '@company/forms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { sendError } from './http.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes requests from other sites: a provider's signed callback, checked by its
     * signature instead.
     */
    crossSite?: boolean;
  }
}

const changesState = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isForeign(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && allowedOrigins.includes(origin)) return false;
  // Browsers say where a request comes from (a page's script cannot change these headers); a
  // client outside a browser can say anything, but then it carries no visitor's cookies.
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  // A form post under `Referrer-Policy: no-referrer` carries `Origin: null`; the browser still
  // tells whether it came from this origin.
  if (site === 'same-origin') return false;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // 'null' without the browser's word for it, or nonsense
  }
}

/**
 * No cross-site form posts: every route reads JSON only (a plain HTML form on another site can
 * send `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain` without a
 * preflight), and a request that changes state from another site's page is refused with 403.
 * The sandbox pages take their own form posts (see `sandbox/pages.ts`), same origin only.
 */
export function installCrossSiteGuard(app: FastifyInstance, config: Config): void {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    if (!changesState.has(request.method) || request.routeOptions.config?.crossSite) return;
    if (isForeign(request, config.corsOrigins)) {
      return sendError(reply, 403, apiMessages.crossSite);
    }
  });
}
