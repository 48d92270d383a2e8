import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. Helmet's middleware is built once here: the
 * Fastify plugin (`@fastify/helmet`) rebuilt it, parsing the whole policy again, for every
 * request (a tenth of the lead route's own work in the benchmark's profile). No route sets
 * options of its own, so one middleware serves them all.
 */
export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
