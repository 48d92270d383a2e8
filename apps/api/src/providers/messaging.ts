import type { Language } from '@company/forms/i18n';

export interface OutgoingMessage {
  /** sms and email are delivered; captcha records a captcha answer (development outbox only). */
  channel: 'sms' | 'email' | 'captcha';
  destination: string;
  subject: string;
  body: string;
  /**
   * Which registered template the text follows: SMS in India must name the DLT template its text
   * was approved under (TRAI), so each kind of message has its own.
   */
  template?: MessageTemplate;
  /** The language the text is written in: a Hindi SMS has its own DLT template (default English). */
  language?: Language;
}

/** The kinds of message the API sends, each with its own DLT template. */
export type MessageTemplate = 'otp' | 'payment-received' | 'ticket-raised' | 'ticket-status';

/** SMS and e-mail delivery. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * An OTP's text with WebOTP's last line (`@<domain> #<code>`), so Chrome on Android offers the
 * code to the page of that domain (and only that one) in one tap.
 */
export function otpText(text: string, domain: string, code: string): string {
  return `${text}\n\n@${domain} #${code}`;
}

/** Delivers SMS with one sender and e-mail with another; captcha answers go nowhere. */
export function routedSender(
  senders: Record<'sms' | 'email', MessageSender>,
  captcha?: MessageSender,
): MessageSender {
  return {
    async send(message) {
      if (message.channel === 'captcha') return captcha?.send(message);
      return senders[message.channel].send(message);
    },
  };
}
