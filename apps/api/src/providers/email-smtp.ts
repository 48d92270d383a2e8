import nodemailer from 'nodemailer';
import type { MessageSender } from './messaging.ts';

/**
 * E-mail by SMTP (nodemailer). `url`: `smtps://user:pass@host:465` (TLS from the start) or
 * `smtp://user:pass@host:587` (STARTTLS when the server offers it).
 */
export function smtpEmail(config: { url: string; from: string }): MessageSender & {
  close(): void;
} {
  const url = new URL(config.url);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    // Never the message (it may carry a code) in a log.
    logger: false,
    debug: false,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: config.from,
        to: message.destination,
        subject: message.subject,
        text: message.body,
      });
    },
    close: () => transport.close(),
  };
}
