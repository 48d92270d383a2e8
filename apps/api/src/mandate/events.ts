import type { FastifyInstance } from 'fastify';
import { applyProviderEvent, type ProviderEvent } from '../provider-events/apply.ts';

/** An event from the provider (a webhook, a callback, a status answer) applied once. */
export const applyMandateEvent = (app: FastifyInstance, event: ProviderEvent) =>
  applyProviderEvent(app.ctx.db, 'mandate', event);
