import {
  type TicketStatus,
  type TrackedTicket,
  ticketNumberOf,
  trackedTicketEndpoint,
  trackRequestMessages,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, sendError } from '../lib/http.ts';
import { readProof } from '../lib/proof.ts';
import { errorResponse, listOf, shape } from '../lib/schemas.ts';
import { eventsOf, ticketNumbered } from './queries.ts';
import { catchUpWithTheSandbox } from './status-change.ts';

const IST_OFFSET_MS = 330 * 60_000;

/** The date (yyyy-mm-dd, in IST) a number of days after a time. */
function istDateAfter(at: Date, days: number): string {
  return new Date(at.getTime() + IST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** The attached document's name: the stored file's own name and its type's extension. */
function attachmentName(key: string | null, contentType: string | null): string | null {
  if (!key) return null;
  const name = key.slice(key.lastIndexOf('/') + 1);
  const extension = contentType ? EXTENSIONS[contentType] : undefined;
  return extension ? `${name}.${extension}` : name;
}

const nullableString = { type: ['string', 'null'] };
const event = shape({ status: 'string', at: 'date-time', note: nullableString }, [
  'status',
  'at',
  'note',
]);

const ticketAnswer = shape(
  {
    success: 'boolean',
    data: shape({
      ticket: 'string',
      request_type: 'string',
      sub_request_type: 'string',
      raised_at: 'date-time',
      status: 'string',
      expected_by: { type: 'string', format: 'date' },
      service_level_days: 'integer',
      attachment: nullableString,
      timeline: listOf(event),
      user_type: 'string',
      request_type_id: 'integer',
      sub_request_id: 'integer',
    }),
  },
  ['success', 'data'],
);

/** Track a request, step 3: the ticket the cookie proves, with its timeline. */
export async function trackedTicketRoute(app: FastifyInstance) {
  const { db, config } = app.ctx;

  app.get<{ Params: { ticket: string } }>(
    trackedTicketEndpoint.path,
    {
      schema: {
        tags: ['track a request'],
        summary:
          'The verified ticket with its status timeline (needs the ticket_proof cookie of that ticket)',
        params: {
          type: 'object',
          required: ['ticket'],
          properties: { ticket: { type: 'string', maxLength: 20 } },
        },
        response: { 200: ticketAnswer, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const proof = readProof(request, config.secrets.signingKey, 'ticket');
      if (!proof?.ticket) throw new HttpError(401, trackRequestMessages.verifyFirst);
      const ticketNo = ticketNumberOf(request.params.ticket);
      // The proof is for one ticket: any other, existing or not, is refused alike.
      if (ticketNo !== proof.ticket) throw new HttpError(403, trackRequestMessages.otherTicket);
      await catchUpWithTheSandbox(app, ticketNo);
      const ticket = await ticketNumbered(db, ticketNo);
      if (!ticket || ticket.phone !== proof.phone) {
        return sendError(reply, 404, trackRequestMessages.notFound);
      }
      const events = await eventsOf(db, ticketNo);
      const data: TrackedTicket = {
        ticket: ticket.ticket,
        request_type: ticket.request_type,
        sub_request_type: ticket.sub_request_type,
        raised_at: ticket.created_at.toISOString(),
        status: ticket.status as TicketStatus,
        expected_by: istDateAfter(ticket.created_at, ticket.service_level_days),
        service_level_days: ticket.service_level_days,
        attachment: attachmentName(ticket.attachments, ticket.content_type),
        timeline: [
          { status: 'open', at: ticket.created_at.toISOString(), note: null },
          ...events.map((e) => ({
            status: e.status as TicketStatus,
            at: e.created_at.toISOString(),
            note: e.note,
          })),
        ],
        user_type: ticket.user_type,
        request_type_id: ticket.request_type_id,
        sub_request_id: ticket.sub_request_id,
      };
      return { success: true, data };
    },
  );
}
