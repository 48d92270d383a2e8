import type { TicketStatus } from '@company/forms/contracts';
import { catalogueIn, inLanguage } from '@company/forms/hi';
import type { FastifyInstance } from 'fastify';
import { sitePathIn } from '../app/language.ts';
import { mailboxOf } from '../lib/mailbox.ts';
import {
  recordStatusChange,
  type StatusChange,
  type StatusOutcome,
  ticketNumbered,
} from './queries.ts';

export type { StatusChange };

/** A status change applied once and, when it applied, told to the borrower by SMS and e-mail. */
export async function applyTicketStatus(
  app: FastifyInstance,
  change: StatusChange,
): Promise<StatusOutcome> {
  const outcome = await recordStatusChange(app.ctx.db, change);
  if (outcome.applied) {
    await tellTheBorrower(app, change).catch((error: unknown) =>
      app.log.error({ err: error, ticket: change.ticket }, 'ticket status message failed'),
    );
  }
  return outcome;
}

/**
 * The SMS (its own DLT template) to the mobile the ticket was raised with and, when the ticket
 * has one, the e-mail. Owed to the borrower, so each goes even past the destination's budget,
 * and is counted there.
 */
async function tellTheBorrower(app: FastifyInstance, change: StatusChange) {
  const { db, services, providers, config } = app.ctx;
  const ticket = await ticketNumbered(db, change.ticket);
  if (!ticket) return;
  const phone = ticket.phone;
  // Written in the language of the journey the ticket was raised in.
  const { language } = ticket;
  const words = catalogueIn(language).trackRequestMessages;
  const status = words.statusLabels[change.status];
  const link = `${config.publicOrigin}${sitePathIn(language, '/track-request')}`;
  await services.otp.draw('sms', phone, 'confirmation');
  await providers.messaging.send({
    channel: 'sms',
    destination: phone,
    subject: words.statusEmailSubject(change.ticket),
    template: 'ticket-status',
    language,
    body: words.statusSms(change.ticket, status, link),
  });
  if (!ticket.email) return;
  await services.otp.draw('email', mailboxOf(ticket.email), 'confirmation');
  await providers.messaging.send({
    channel: 'email',
    destination: ticket.email,
    subject: words.statusEmailSubject(change.ticket),
    language,
    body: words.statusEmail(
      change.ticket,
      status,
      change.note && inLanguage(language, change.note),
      link,
    ),
  });
}

/** The sandbox desk's changes due for a ticket, applied (each once, by its scheduled id). */
export async function catchUpWithTheSandbox(app: FastifyInstance, ticketNo: string) {
  const desk = app.ctx.providers.serviceDesk;
  if (desk.name !== 'sandbox') return;
  const ticket = await ticketNumbered(app.ctx.db, ticketNo);
  if (!ticket) return;
  const due = desk.dueChanges(
    { status: ticket.status as TicketStatus, raisedAt: ticket.created_at },
    new Date(),
  );
  for (const step of due) {
    await applyTicketStatus(app, {
      ticket: ticketNo,
      status: step.status,
      note: step.note,
      source: 'sandbox',
      eventId: `sandbox:${ticketNo}:${step.status}`,
      at: step.at,
    });
  }
}
