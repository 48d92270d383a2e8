import type { Insertable } from 'kysely';
import type { DB } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { mandateColumns } from './details.ts';

/** The active loan the customer named, on the mobile it is registered with. */
export const activeLoan = (db: DB, lan: string, mobile: string) =>
  db
    .selectFrom('loans')
    .selectAll()
    .where('loan_account_no', '=', lan)
    .where('phone', '=', mobile)
    .where('status', '=', 'A')
    .executeTakeFirst();

export const loanOf = (db: DB, lan: string) =>
  db.selectFrom('loans').selectAll().where('loan_account_no', '=', lan).executeTakeFirstOrThrow();

/** The loan's one open mandate (pending or active), if any. */
export const openMandate = (db: DB, lan: string) =>
  db
    .selectFrom('mandates')
    .select([...mandateColumns, 'route'])
    .where('loan_account_no', '=', lan)
    .where('status', 'in', ['PENDING', 'ACTIVE'])
    .executeTakeFirst();

export const insertMandate = (db: DB, mandate: Insertable<Database['mandates']>) =>
  db.insertInto('mandates').values(mandate).execute();

/** A start the provider refused: the loan is free again. */
export const cancelMandate = (db: DB, orderId: string) =>
  db
    .updateTable('mandates')
    .set({ status: 'CANCELLED', updated_at: new Date() })
    .where('order_id', '=', orderId)
    .execute();

/** Cancelled only while still pending: an authorisation that lands first wins. */
export const cancelPendingMandate = (db: DB, orderId: string) =>
  db
    .updateTable('mandates')
    .set({ status: 'CANCELLED', updated_at: new Date() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'PENDING')
    .execute();

export const saveAuthorisation = (
  db: DB,
  orderId: string,
  started: { authorisationUrl: string | null; session: string | null },
) =>
  db
    .updateTable('mandates')
    .set({ authorisation_url: started.authorisationUrl, provider_session: started.session })
    .where('order_id', '=', orderId)
    .execute();

export const authorisationRow = (db: DB, orderId: string) =>
  db
    .selectFrom('mandates')
    .select(['authorisation_url', 'provider_session', 'status'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

export const mandateById = (db: DB, orderId: string) =>
  db
    .selectFrom('mandates')
    .select(mandateColumns)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
