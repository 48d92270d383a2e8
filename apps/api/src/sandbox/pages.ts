import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { sandboxCheckoutPage } from './checkout-page.ts';
import { sandboxMandatePage } from './mandate-page.ts';
import { SANDBOX_CSS } from './page.ts';

/**
 * The stand-ins for the payment provider's checkout and the mandate provider's authorisation
 * page: each only while its own gateway is the sandbox, whatever else a deployment runs for real
 * (a real order must never be settled by a sandbox button).
 */
export async function sandboxPages(app: FastifyInstance) {
  const { providers } = app.ctx;
  const checkout = providers.payments.name === 'sandbox';
  const mandate = providers.mandates.name === 'sandbox';
  if (!checkout && !mandate) return;
  // The sandbox pages' buttons are plain HTML forms (same origin; the cross-site guard applies).
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  app.get('/api/sandbox/assets/sandbox.css', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(SANDBOX_CSS),
  );
  if (checkout) sandboxCheckoutPage(app);
  if (mandate) sandboxMandatePage(app);
}
