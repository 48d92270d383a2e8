import type { TicketStatus } from '@company/forms/contracts';

/** A status the service desk gives a ticket, at a time, with a note. */
export interface DeskStatusChange {
  status: TicketStatus;
  note: string | null;
  at: Date;
}

/**
 * The service desk (the company's CRM), where tickets are worked on. It tells the API of a status
 * change in one of two ways: the CRM posts a signed webhook (`verifyWebhook`), and the sandbox
 * has its changes due on a schedule (`dueChanges`).
 */
export interface ServiceDesk {
  readonly name: 'sandbox' | 'crm';
  /**
   * Whether a webhook's body comes from the desk: its signature over `timestamp.rawBody`, and a
   * timestamp within the allowed skew of `now`. Null: this desk posts no webhook.
   */
  readonly verifyWebhook:
    | ((
        rawBody: string,
        timestamp: string | undefined,
        signature: string | undefined,
        now?: Date,
      ) => boolean)
    | null;
  /** The changes due by `now` for a ticket raised at `raisedAt` that is now `status` (oldest first). */
  dueChanges(ticket: { status: TicketStatus; raisedAt: Date }, now: Date): DeskStatusChange[];
}
