export interface OutgoingMessage {
  /** sms and email are delivered; captcha records a captcha answer (development outbox only). */
  channel: 'sms' | 'email' | 'captcha';
  destination: string;
  subject: string;
  body: string;
}

/** SMS and e-mail delivery. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
