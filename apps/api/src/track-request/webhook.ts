import {
  apiMessages,
  serviceDeskWebhookEndpoint,
  type TicketStatusChange,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/http.ts';
import { keepRawJson } from '../lib/raw-json.ts';
import { appliedAnswer, errorResponse } from '../lib/schemas.ts';
import { applyTicketStatus } from './status-change.ts';

type WebhookBody = TicketStatusChange & { event_id: string; ticket: string };

/**
 * The CRM's status changes: the signature (`X-Service-Desk-Signature`, hex HMAC-SHA256 of
 * `X-Service-Desk-Timestamp` + '.' + the raw body) and the timestamp's age checked before the
 * body is believed, then the event applied once by its `event_id`.
 */
export async function serviceDeskWebhookRoute(app: FastifyInstance) {
  const verify = app.ctx.providers.serviceDesk.verifyWebhook;
  if (!verify) return;
  await app.register(async (scope) => {
    keepRawJson(scope);
    scope.post<{ Body: WebhookBody }>(
      serviceDeskWebhookEndpoint.path,
      {
        // The CRM's servers post here; the signature, not the origin, says who it is.
        config: { crossSite: true, messages: serviceDeskWebhookEndpoint.fieldMessages },
        // Before the body's schema: an unsigned body is refused whatever it holds.
        preValidation: async (request, reply) => {
          const ok = verify(
            request.rawBody ?? '',
            request.headers['x-service-desk-timestamp'] as string | undefined,
            request.headers['x-service-desk-signature'] as string | undefined,
          );
          if (!ok) return sendError(reply, 401, apiMessages.invalidSignature);
        },
        schema: {
          tags: ['provider callbacks'],
          summary: 'The service desk (CRM) reports a ticket status change; signed, applied once',
          body: serviceDeskWebhookEndpoint.body,
          response: {
            200: appliedAnswer,
            400: errorResponse,
            401: errorResponse,
          },
        },
      },
      async (request) => {
        const { event_id, ticket, status, note } = request.body;
        const outcome = await applyTicketStatus(app, {
          ticket,
          status,
          note: note?.trim() || null,
          source: 'service-desk',
          eventId: `crm:${event_id}`,
        });
        // A replay, an unknown ticket or a change its status does not allow: acknowledged (the
        // CRM need not retry), and nothing changed.
        return { success: true, applied: outcome.applied };
      },
    );
  });
}
