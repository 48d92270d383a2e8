import type { MessageSender, MessageTemplate } from './messaging.ts';

/**
 * Exotel's SMS API (developer.exotel.com, "Send SMS"):
 * `POST https://<api_key>:<api_token>@<subdomain>/v1/Accounts/<account_sid>/Sms/send.json`, a
 * form with `From` (the DLT-registered sender header), `To`, `Body`, `DltEntityId` (mandatory in
 * India), `DltTemplateId` and `SmsType`. Indian numbers only (10 digits, sent as +91).
 */
export interface ExotelConfig {
  /** `https://api.exotel.com` (Singapore) or `https://api.in.exotel.com` (Mumbai). */
  baseUrl: string;
  accountSid: string;
  apiKey: string;
  apiToken: string;
  /** The sender header registered on the DLT platform (6 letters). */
  sender: string;
  /** The principal entity id on the DLT platform. */
  entityId: string;
  /** The DLT content template id of each kind of message, in English. */
  templates: Record<MessageTemplate, string>;
  /** The same in Hindi: each language's text is registered as a template of its own. */
  hindiTemplates: Record<MessageTemplate, string>;
}

export class SmsDeliveryError extends Error {}

export function exotelSms(config: ExotelConfig, send: typeof fetch = fetch): MessageSender {
  const url = new URL(
    `/v1/Accounts/${encodeURIComponent(config.accountSid)}/Sms/send.json`,
    config.baseUrl,
  );
  const auth = `Basic ${Buffer.from(`${config.apiKey}:${config.apiToken}`).toString('base64')}`;
  return {
    async send(message) {
      if (!message.template) throw new SmsDeliveryError('An SMS must name its DLT template');
      const to = /^[6-9][0-9]{9}$/.test(message.destination)
        ? `+91${message.destination}`
        : message.destination;
      const form = new URLSearchParams({
        From: config.sender,
        To: to,
        Body: message.body,
        DltEntityId: config.entityId,
        DltTemplateId: (message.language === 'hi' ? config.hindiTemplates : config.templates)[
          message.template
        ],
        SmsType: 'transactional',
      });
      const res = await send(url, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      // The answer is not logged: it echoes the text, which may carry a code.
      if (!res.ok) throw new SmsDeliveryError(`SMS gateway answered ${res.status}`);
      await res.body?.cancel();
    },
  };
}
