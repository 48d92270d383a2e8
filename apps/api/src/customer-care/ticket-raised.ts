import { catalogueIn } from '@company/forms/hi';
import type { Language } from '@company/forms/i18n';
import type { FastifyInstance } from 'fastify';
import { sitePathIn } from '../app/language.ts';

/**
 * The SMS (its own DLT template, one per language) naming a new ticket and where to track it, to
 * the mobile it was raised with, in the journey's language. Owed to the borrower, so it goes even
 * past the number's budget, and is counted there.
 */
export async function tellTicketRaised(
  app: FastifyInstance,
  phone: string,
  ticket: string,
  language: Language,
) {
  const { services, providers, config } = app.ctx;
  const words = catalogueIn(language).trackRequestMessages;
  await services.otp.draw('sms', phone, 'confirmation');
  await providers.messaging.send({
    channel: 'sms',
    destination: phone,
    subject: words.statusEmailSubject(ticket),
    template: 'ticket-raised',
    language,
    body: words.raisedSms(
      ticket,
      `${config.publicOrigin}${sitePathIn(language, '/track-request')}`,
    ),
  });
}
