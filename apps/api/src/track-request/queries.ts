import type { TicketStatus } from '@company/forms/contracts';
import type { DB } from '../db/index.ts';
import type { Database } from '../db/schema.ts';

/** The mobile a ticket was raised with (undefined: no such ticket). */
export const phoneOfTicket = async (db: DB, ticket: string) =>
  (
    await db
      .selectFrom('service_requests')
      .select('phone')
      .where('ticket', '=', ticket)
      .executeTakeFirst()
  )?.phone;

/** A ticket with its type, sub-type, service level and attached document's type. */
export const ticketNumbered = (db: DB, ticket: string) =>
  db
    .selectFrom('service_requests as s')
    .innerJoin('request_types as t', 't.request_type_id', 's.request_type_id')
    .innerJoin('sub_request_types as u', 'u.sub_request_id', 's.sub_request_id')
    .leftJoin('uploads as f', 'f.key', 's.attachments')
    .select([
      's.ticket',
      's.user_type',
      's.phone',
      's.email',
      's.status',
      's.created_at',
      's.language',
      's.attachments',
      's.request_type_id',
      's.sub_request_id',
      't.request_type',
      't.service_level_days',
      'u.sub_request_type',
      'f.content_type',
    ])
    .where('s.ticket', '=', ticket)
    .executeTakeFirst();

export const eventsOf = (db: DB, ticket: string) =>
  db
    .selectFrom('service_request_events')
    .select(['status', 'note', 'created_at'])
    .where('ticket', '=', ticket)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** Which status may follow which: Open → In progress → Resolved → Closed; Rejected with a reason. */
const NEXT: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in-progress', 'resolved', 'closed', 'rejected'],
  'in-progress': ['resolved', 'closed', 'rejected'],
  resolved: ['closed', 'in-progress'],
  closed: [],
  rejected: [],
};

export const mayFollow = (from: TicketStatus, to: TicketStatus) => NEXT[from].includes(to);

export type StatusOutcome =
  | { applied: true; from: TicketStatus }
  | { applied: false; why: 'no-ticket' | 'duplicate' | 'not-allowed'; from?: TicketStatus };

/** A ticket's change of status, as the service desk (or the sandbox, or a developer) reports it. */
export interface StatusChange {
  ticket: string;
  status: TicketStatus;
  note: string | null;
  source: Database['service_request_events']['source'];
  /** The service desk's id of the event (applied once); null for a change with none. */
  eventId: string | null;
  /** When the change happened, if not now (the sandbox's schedule). */
  at?: Date;
}

/**
 * Records one status change in one transaction: the ticket's row locked, the change allowed from
 * its current status, the event's id (when it has one) new. Anything else changes nothing.
 */
export async function recordStatusChange(db: DB, change: StatusChange): Promise<StatusOutcome> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('service_requests')
      .select('status')
      .where('ticket', '=', change.ticket)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { applied: false, why: 'no-ticket' };
    const from = row.status as TicketStatus;
    if (change.eventId) {
      const seen = await tx
        .selectFrom('service_request_events')
        .select('id')
        .where('event_id', '=', change.eventId)
        .executeTakeFirst();
      if (seen) return { applied: false, why: 'duplicate', from };
    }
    if (!mayFollow(from, change.status)) return { applied: false, why: 'not-allowed', from };
    await tx
      .insertInto('service_request_events')
      .values({
        ticket: change.ticket,
        status: change.status,
        note: change.note,
        source: change.source,
        event_id: change.eventId,
        ...(change.at ? { created_at: change.at } : {}),
      })
      .execute();
    await tx
      .updateTable('service_requests')
      .set({ status: change.status })
      .where('ticket', '=', change.ticket)
      .execute();
    return { applied: true, from };
  });
}
