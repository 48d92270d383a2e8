import type { Language } from '@company/forms/i18n';
import type { DB } from '../db/index.ts';
import type { GatewayName } from '../db/schema.ts';

/** A second tab paying the same EMI within this time resumes the first tab's unpaid order. */
const RESUME_MINUTES = 15;

/** The loan's unpaid order for the same amount and mobile, opened in the last minutes. */
export const pendingOrder = (db: DB, lan: string, mobile: string, amount: number) =>
  db
    .selectFrom('payment_orders')
    .select(['order_id', 'payment_session_id', 'checkout_url'])
    .where('loan_account_no', '=', lan)
    .where('mobile', '=', mobile)
    .where('amount', '=', amount.toFixed(2))
    .where('status', '=', 'PENDING')
    .where('created_at', '>', new Date(Date.now() - RESUME_MINUTES * 60_000))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();

export const insertOrder = (
  db: DB,
  order: {
    order_id: string;
    payment_session_id: string;
    checkout_url: string | null;
    gateway: GatewayName;
    loan_account_no: string;
    mobile: string;
    email: string | null;
    amount: string;
    language: Language;
  },
) =>
  db
    .insertInto('payment_orders')
    .values({ ...order, status: 'PENDING' })
    .execute();

/** The loan the payer named, on the mobile the loan is registered with. */
export const payersLoan = (db: DB, lan: string, phone: string) =>
  db
    .selectFrom('loans')
    .select(['status', 'outstanding', 'loan_amount'])
    .where('loan_account_no', '=', lan)
    .where('phone', '=', phone)
    .executeTakeFirst();

export const orderStatus = (db: DB, orderId: string) =>
  db
    .selectFrom('payment_orders')
    .select(['order_id', 'amount', 'pg_order_id', 'created_at', 'status'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();

export const receiptOrder = (db: DB, orderId: string) =>
  db
    .selectFrom('payment_orders')
    .select([
      'order_id',
      'pg_order_id',
      'loan_account_no',
      'mobile',
      'amount',
      'updated_at',
      'status',
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirst();

/** What the confirmation SMS says of a paid order. */
export const paidOrder = (db: DB, orderId: string) =>
  db
    .selectFrom('payment_orders')
    .select(['mobile', 'amount', 'loan_account_no', 'language'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
