import { hmacHex, safeEqual } from '../lib/crypto.ts';
import type { ServiceDesk } from './service-desk.ts';

export interface ServiceDeskConfig {
  /** The secret the CRM signs its webhooks with. */
  webhookSecret: string;
}

/** How far a webhook's timestamp may be from the API's clock: older ones are refused as replays. */
export const WEBHOOK_SKEW_SECONDS = 5 * 60;

/** The signature the CRM sends: hex HMAC-SHA256 of `timestamp.rawBody` with the shared secret. */
export function serviceDeskSignature(secret: string, timestamp: string, rawBody: string): string {
  return hmacHex(secret, `${timestamp}.${rawBody}`);
}

/**
 * The company's CRM: it posts each status change to the webhook, signed. The timestamp is inside
 * the signature, so a captured delivery cannot be given a fresh one; within the skew, the event's
 * stored id makes a replay change nothing.
 */
export function crmServiceDesk(config: ServiceDeskConfig): ServiceDesk {
  return {
    name: 'crm',
    verifyWebhook(rawBody, timestamp, signature, now = new Date()) {
      if (!timestamp || !signature || !/^[0-9]{1,12}$/.test(timestamp)) return false;
      const age = now.getTime() / 1000 - Number(timestamp);
      if (Math.abs(age) > WEBHOOK_SKEW_SECONDS) return false;
      const expected = serviceDeskSignature(config.webhookSecret, timestamp, rawBody);
      return safeEqual(signature.toLowerCase(), expected);
    },
    // The CRM says when: it has nothing due on a schedule.
    dueChanges: () => [],
  };
}
