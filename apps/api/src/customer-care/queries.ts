import { careMobileDigits, requestShapes } from '@company/forms/contracts';
import { type Insertable, sql } from 'kysely';
import type { DB } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { limit } from '../lib/rate-limit.ts';
import { preparedRows } from '../lib/sql.ts';

export interface Identity {
  phone: string;
  lan: string | null;
}

/** A mobile's borrower, looked up on every OTP sent to a mobile: prepared once per connection. */
const borrowerByMobile = 'select phone from loans where phone = $1 limit 1';

/**
 * The spec: 10 characters or fewer is a phone number, more than 10 a LAN. Checks the shape only,
 * with no lookup.
 */
export function parseIdentity(input: {
  phone?: string | null;
  lan?: string | null;
}): { mobile: string } | { lan: string } | 'invalid' {
  const raw = (input.lan || input.phone || '').trim();
  if (!raw) return 'invalid';
  if (raw.length > 10 && !/^[0-9+ -]+$/.test(raw)) {
    const lan = raw.toUpperCase();
    return requestShapes.careLoanAccountNumber.test(lan) ? { lan } : 'invalid';
  }
  const mobile = careMobileDigits(raw);
  return mobile ? { mobile } : 'invalid';
}

/** A loan by its account number, each counted against the loan's own limit of lookups. */
export async function loanByAccount(
  db: DB,
  lan: string,
  lookupsPerLoan: number,
): Promise<Identity | null> {
  await limit(db, `loan:${lan}`, lookupsPerLoan);
  const loan = await db
    .selectFrom('loans')
    .select(['phone', 'loan_account_no'])
    .where('loan_account_no', '=', lan)
    .executeTakeFirst();
  return loan ? { phone: loan.phone, lan: loan.loan_account_no } : null;
}

/**
 * Returns the phone the identity stands for (a LAN's registered mobile), or null when nothing
 * matches.
 */
export async function resolveIdentity(
  db: DB,
  input: { phone?: string | null; lan?: string | null },
  lookupsPerLoan: number,
): Promise<Identity | null | 'invalid'> {
  const identity = parseIdentity(input);
  if (identity === 'invalid') return identity;
  if ('lan' in identity) return loanByAccount(db, identity.lan, lookupsPerLoan);
  const [loan] = await preparedRows<{ phone: string }>(db, borrowerByMobile, [identity.mobile]);
  return loan ? { phone: identity.mobile, lan: null } : null;
}

export function loansOf(db: DB, identity: Identity) {
  let q = db
    .selectFrom('loans')
    .select(['loan_account_no', 'vehicle_number', 'customer_name', 'email', 'phone', 'status'])
    .where('phone', '=', identity.phone);
  if (identity.lan) q = q.where('loan_account_no', '=', identity.lan);
  return q.orderBy('loan_account_no').execute();
}

/** The user type the visitor chose, whatever its case. */
export const userTypeNamed = (db: DB, name: string) =>
  db
    .selectFrom('user_types')
    .selectAll()
    .where(sql`lower(user_type)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();

/** The request type, when the user type may raise it. */
export const requestTypeFor = (db: DB, typeId: number, userId: number) =>
  db
    .selectFrom('request_types as r')
    .innerJoin('request_type_user_types as u', 'u.request_type_id', 'r.request_type_id')
    .select(['r.request_type_id', 'r.request_type'])
    .where('r.request_type_id', '=', typeId)
    .where('u.user_id', '=', userId)
    .executeTakeFirst();

export const subRequestTypeOf = (db: DB, subId: number, typeId: number) =>
  db
    .selectFrom('sub_request_types')
    .selectAll()
    .where('sub_request_id', '=', subId)
    .where('request_type_id', '=', typeId)
    .executeTakeFirst();

export const loanNumbered = (db: DB, lan: string) =>
  db.selectFrom('loans').selectAll().where('loan_account_no', '=', lan).executeTakeFirst();

export const pincodeOf = (db: DB, pincode: string) =>
  db.selectFrom('pincodes').selectAll().where('pincode', '=', pincode).executeTakeFirst();

/**
 * The same request still open (same mobile, loan, type and sub-type), read under a transaction
 * lock on that key so two submissions at once make one ticket.
 */
export async function openRequestLocked(
  tx: DB,
  request: { phone: string; lan: string | null; typeId: number; subId: number },
) {
  const { phone, lan, typeId, subId } = request;
  const dedupeKey = `sr:${phone}:${lan ?? ''}:${typeId}:${subId}`;
  await sql`select pg_advisory_xact_lock(hashtext(${dedupeKey}))`.execute(tx);
  let existingQuery = tx
    .selectFrom('service_requests')
    .select('ticket')
    .where('phone', '=', phone)
    .where('request_type_id', '=', typeId)
    .where('sub_request_id', '=', subId)
    .where('status', 'in', ['open', 'in-progress']);
  existingQuery = lan
    ? existingQuery.where('lan', '=', lan)
    : existingQuery.where('lan', 'is', null);
  return existingQuery.executeTakeFirst();
}

export const insertServiceRequest = (tx: DB, request: Insertable<Database['service_requests']>) =>
  tx.insertInto('service_requests').values(request).execute();
