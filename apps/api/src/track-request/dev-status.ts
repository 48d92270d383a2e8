import {
  apiMessages,
  devTicketStatusEndpoint,
  type TicketStatusChange,
  ticketNumberOf,
  trackRequestMessages,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { isLoopback } from '../dev/routes.ts';
import { badRequest, sendError } from '../lib/http.ts';
import { appliedAnswer, errorResponse, errors } from '../lib/schemas.ts';
import { applyTicketStatus } from './status-change.ts';

/** Development only: a ticket's status set by hand, as the service desk would, with its messages. */
export async function devTicketStatusRoute(parent: FastifyInstance) {
  await parent.register(async (app) => devTicketStatus(parent, app));
}

async function devTicketStatus(parent: FastifyInstance, app: FastifyInstance) {
  // As every development route: only a client on this machine, whatever HOST is.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      const path = request.url.split('?')[0] ?? '';
      return sendError(reply, 404, apiMessages.noRoute(request.method, path));
    }
  });
  app.post<{ Params: { ticket: string }; Body: TicketStatusChange }>(
    devTicketStatusEndpoint.path,
    {
      config: { messages: devTicketStatusEndpoint.fieldMessages },
      schema: {
        tags: ['development'],
        summary: "Sets a ticket's status with a note (development only); sends its SMS and e-mail",
        params: {
          type: 'object',
          required: ['ticket'],
          properties: { ticket: { type: 'string', maxLength: 20 } },
        },
        body: devTicketStatusEndpoint.body,
        response: {
          200: appliedAnswer,
          ...errors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const ticket = ticketNumberOf(request.params.ticket);
      if (!ticket) throw badRequest(trackRequestMessages.ticketInvalid, 'ticket');
      const { status } = request.body;
      const note = request.body.note?.trim() || null;
      if (status === 'rejected' && !note) {
        throw badRequest(trackRequestMessages.rejectNeedsReason, 'note');
      }
      const outcome = await applyTicketStatus(parent, {
        ticket,
        status,
        note,
        source: 'development',
        eventId: null,
      });
      if (outcome.applied) return { success: true, applied: true };
      if (outcome.why === 'no-ticket') return sendError(reply, 404, trackRequestMessages.notFound);
      const labels = trackRequestMessages.statusLabels;
      return sendError(
        reply,
        409,
        trackRequestMessages.statusUnchanged(labels[outcome.from ?? 'open'], labels[status]),
        { field: 'status' },
      );
    },
  );
}
