import { careMobileDigits, requestShapes } from '@company/forms/contracts';
import type { DB } from '../db/index.ts';
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
