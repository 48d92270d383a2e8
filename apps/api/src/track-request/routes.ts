import type { FastifyInstance } from 'fastify';
import { devTicketStatusRoute } from './dev-status.ts';
import { trackOtpRoutes } from './otp-routes.ts';
import { ticketsOnTheSandboxSchedule } from './queries.ts';
import { catchUpWithTheSandbox } from './status-change.ts';
import { trackedTicketRoute } from './ticket-route.ts';
import { serviceDeskWebhookRoute } from './webhook.ts';

/** How often the sandbox desk's due changes are applied to tickets nobody is reading. */
const SANDBOX_SWEEP_MS = 20_000;

/**
 * Track a request: OTP to the ticket's mobile, the ticket and its timeline; the service desk's
 * status changes (the CRM's webhook, or the sandbox's schedule; by hand in development).
 */
export async function trackRequestRoutes(app: FastifyInstance) {
  await trackOtpRoutes(app);
  await trackedTicketRoute(app);
  await serviceDeskWebhookRoute(app);
  if (app.ctx.config.env !== 'production') await devTicketStatusRoute(app);
  if (app.ctx.providers.serviceDesk.name === 'sandbox') sweepTheSandbox(app);
}

/** The sandbox's schedule reaches a ticket (and its SMS goes) without anyone reading it. */
function sweepTheSandbox(app: FastifyInstance) {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      for (const { ticket } of await ticketsOnTheSandboxSchedule(app.ctx.db)) {
        await catchUpWithTheSandbox(app, ticket);
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.warn({ err: error }, 'sandbox service desk failed'));
  }, SANDBOX_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
