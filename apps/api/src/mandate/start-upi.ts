import {
  createMandatePlanEndpoint,
  type MandatePlanRequest,
  mandateRouteMessages,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { shape } from '../lib/schemas.ts';
import { mandateDataSchema } from './details.ts';
import { mandateStarter, startResponse } from './start-mandate.ts';

/** Step 2b, UPI route: create the mandate plan; its authorisation page answers. */
export function upiMandateRoute(app: FastifyInstance) {
  const startOnce = mandateStarter(app);
  app.post<{ Body: MandatePlanRequest }>(
    createMandatePlanEndpoint.path,
    {
      config: { rateLimit: 'lead', messages: createMandatePlanEndpoint.fieldMessages },
      schema: {
        tags: ['mandate and payment'],
        summary: 'UPI route: create the mandate plan; data.encryptedUrl is the authorisation page',
        body: createMandatePlanEndpoint.body,
        response: startResponse({
          data: shape({
            encryptedUrl: 'string',
            subscription_session_id: 'string',
            order_id: 'string',
            ...mandateDataSchema.properties,
          }),
        }),
      },
    },
    async (request) =>
      startOnce(request, 'upi', (started) =>
        'existing' in started
          ? { success: false, message: mandateRouteMessages.already, data: started.existing }
          : {
              success: true,
              message: mandateRouteMessages.initiated,
              data: {
                order_id: started.orderId,
                // Empty when the provider's browser SDK opens the authorisation from the session.
                encryptedUrl: started.authorisationUrl ?? '',
                ...(started.session ? { subscription_session_id: started.session } : {}),
              },
            },
      ),
  );
}
