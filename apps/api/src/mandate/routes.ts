import type { FastifyInstance } from 'fastify';
import { mandateLookupRoutes } from './lookup.ts';
import { mandatePriorityRoute } from './priority.ts';
import { bankMandateRoute } from './start-bank.ts';
import { upiMandateRoute } from './start-upi.ts';
import { mandateStatusRoutes } from './status.ts';

/**
 * E-mandate registration, step by step. The domain follows the journey, not the URL: two of its
 * routes keep the spec's `/payments/…` paths (create-plan, e-mandate-status).
 */
export async function mandateRoutes(app: FastifyInstance) {
  await mandateLookupRoutes(app);
  mandatePriorityRoute(app);
  bankMandateRoute(app);
  upiMandateRoute(app);
  mandateStatusRoutes(app);
}
