import { mandatePriorityEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';

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
          200: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              message: { type: 'object', properties: { id: { type: 'integer' } } },
            },
          },
        },
      },
    },
    async () => ({ success: true, message: { id: config.mandateRoute } }),
  );
}
