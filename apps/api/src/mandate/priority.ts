import { mandatePriorityEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { shape } from '../lib/schemas.ts';

/** Step 2a: which route the journey takes (bank or UPI), as configured. */
export function mandatePriorityRoute(app: FastifyInstance) {
  const { config } = app.ctx;
  app.get(
    mandatePriorityEndpoint.path,
    {
      schema: {
        tags: ['mandate and payment'],
        summary: 'Which mandate route to use: message.id 2 = UPI, otherwise the bank route',
        response: {
          200: shape({ success: 'boolean', message: shape({ id: 'integer' }) }),
        },
      },
    },
    async () => ({ success: true, message: { id: config.mandateRoute } }),
  );
}
