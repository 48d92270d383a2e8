import { initiateMandateEndpoint, mandateRouteMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { shape } from '../lib/schemas.ts';
import { mandateDataSchema } from './details.ts';
import { mandateStarter, startResponse } from './start-mandate.ts';

/** Step 2b, bank route: start a mandate, or answer the registered one. */
export function bankMandateRoute(app: FastifyInstance) {
  const startOnce = mandateStarter(app);
  app.post<{ Body: { lan: string } }>(
    initiateMandateEndpoint.path,
    {
      config: { rateLimit: 'lead', messages: initiateMandateEndpoint.fieldMessages },
      schema: {
        tags: ['mandate and payment'],
        summary: 'Bank route: start a mandate (or answer Mandate Already Registered with its data)',
        body: initiateMandateEndpoint.body,
        response: startResponse({
          data: mandateDataSchema,
          subscription: shape({
            data: shape({ authLink: 'string', subscription_session_id: 'string' }),
          }),
        }),
      },
    },
    async (request) =>
      startOnce(request, 'bank', (started) =>
        // The bank route answers success with the registered mandate (as the spec reads it).
        'existing' in started
          ? { success: true, message: mandateRouteMessages.already, data: started.existing }
          : {
              success: true,
              message: mandateRouteMessages.initiated,
              data: { order_id: started.orderId },
              subscription: {
                data: {
                  // Empty when the provider's browser SDK opens the authorisation from the session.
                  authLink: started.authorisationUrl ?? '',
                  ...(started.session ? { subscription_session_id: started.session } : {}),
                },
              },
            },
      ),
  );
}
