import type { FastifyInstance } from 'fastify';
import { devTicketStatusRoute } from './dev-status.ts';
import { trackOtpRoutes } from './otp-routes.ts';
import { trackedTicketRoute } from './ticket-route.ts';
import { serviceDeskWebhookRoute } from './webhook.ts';

/**
 * Track a request: OTP to the ticket's mobile, the ticket and its timeline; the service desk's
 * status changes (the CRM's webhook, or the sandbox's schedule as the ticket is read; by hand in
 * development).
 */
export async function trackRequestRoutes(app: FastifyInstance) {
  await trackOtpRoutes(app);
  await trackedTicketRoute(app);
  await serviceDeskWebhookRoute(app);
  if (app.ctx.config.env !== 'production') await devTicketStatusRoute(app);
}
