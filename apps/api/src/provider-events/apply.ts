import { sql } from 'kysely';
import type { DB } from '../db/index.ts';
import { type EventKind, eventKinds } from './kinds.ts';

/** A provider's word on an order: a callback, a webhook or the answer to a status query. */
export interface ProviderEvent {
  /** Unique per event: the same id twice is applied once. */
  eventId: string;
  orderId: string;
  /** A final status of the provider's kind (`PAID`, `FAILED`, `CANCELLED`; `ACTIVE`…). */
  status: string;
  /** The provider's own reference (payment id, UMN). */
  reference: string | null;
  /** What the provider says was paid, when it says (payments): must be the order's amount. */
  amount: number | null;
}

/**
 * Records the event and applies it in one transaction: only a PENDING order changes, only when
 * the amount (if given) is the order's, and the same event twice changes nothing.
 */
export async function applyProviderEvent(
  db: DB,
  provider: EventKind,
  event: ProviderEvent,
): Promise<{ success: true; duplicate: boolean; applied?: boolean } | 'amount-mismatch'> {
  const { table, reference: ref } = eventKinds[provider];
  const paid = event.amount === null ? null : event.amount.toFixed(2);
  return db.transaction().execute(async (tx) => {
    if (paid !== null) {
      // The provider's amount must be the order's: an event for another sum changes nothing.
      const order = await tx
        .selectFrom('payment_orders')
        .select('amount')
        .where('order_id', '=', event.orderId)
        .executeTakeFirst();
      if (order && Number(order.amount).toFixed(2) !== paid) return 'amount-mismatch' as const;
    }
    const fresh = await tx
      .insertInto('provider_callbacks')
      .values({
        event_id: `${provider}:${event.eventId}`,
        provider,
        order_id: event.orderId,
        status: event.status,
        amount: paid,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!fresh) return { success: true as const, duplicate: true };
    // Only a PENDING order changes: a late or contradicting event leaves the result alone.
    const updated = await tx
      .updateTable(table)
      .set({ status: event.status, [ref]: event.reference, updated_at: sql<Date>`now()` })
      .where('order_id', '=', event.orderId)
      .where('status', '=', 'PENDING')
      .returning('order_id')
      .executeTakeFirst();
    return { success: true as const, duplicate: false, applied: Boolean(updated) };
  });
}
