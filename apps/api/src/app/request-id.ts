import crypto from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

/** An incoming x-request-id (from a load balancer) is kept when it is a plain token. */
export function requestIdOf(req: RawRequestDefaultExpression): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming)
    ? incoming
    : crypto.randomUUID();
}

/** Every answer names its request, so a visitor's report finds its log lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
