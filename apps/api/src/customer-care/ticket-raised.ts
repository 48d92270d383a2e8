import { trackRequestMessages } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * The SMS (its own DLT template) naming a new ticket and where to track it, to the mobile it was
 * raised with. Owed to the borrower, so it goes even past the number's budget, and is counted there.
 */
export async function tellTicketRaised(app: FastifyInstance, phone: string, ticket: string) {
  const { services, providers, config } = app.ctx;
  await services.otp.draw('sms', phone, 'confirmation');
  await providers.messaging.send({
    channel: 'sms',
    destination: phone,
    subject: trackRequestMessages.statusEmailSubject(ticket),
    template: 'ticket-raised',
    body: trackRequestMessages.raisedSms(ticket, `${config.publicOrigin}/track-request`),
  });
}
