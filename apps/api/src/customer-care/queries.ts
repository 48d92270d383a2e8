import { careMobileDigits, requestShapes } from '@company/forms/contracts';
import type { DB } from '../db/index.ts';
import { limit } from '../lib/rate-limit.ts';
import { preparedRows } from '../lib/sql.ts';

export interface Identity {
  phone: string;
  lan: string | null;
}

/** Every OTP sent to a mobile looks its borrower up first: prepared once per connection. */
const borrowerByMobile = 'select phone from loans where phone = $1 limit 1';

/**
 * The spec: 10 characters or fewer is a phone number, more than 10 a LAN. Returns the phone the
 * OTP goes to (the LAN's registered mobile), or null when nothing matches.
 */
export async function resolveIdentity(
  db: DB,
  input: { phone?: string | null; lan?: string | null },
  lookupsPerLoan: number,
): Promise<Identity | null | 'invalid'> {
  const raw = (input.lan || input.phone || '').trim();
  if (!raw) return 'invalid';
  if (raw.length > 10 && !/^[0-9+ -]+$/.test(raw)) {
    if (!requestShapes.careLoanAccountNumber.test(raw.toUpperCase())) return 'invalid';
    await limit(db, `loan:${raw.toUpperCase()}`, lookupsPerLoan);
    const loan = await db
      .selectFrom('loans')
      .select(['phone', 'loan_account_no'])
      .where('loan_account_no', '=', raw.toUpperCase())
      .executeTakeFirst();
    return loan ? { phone: loan.phone, lan: loan.loan_account_no } : null;
  }
  const phone = careMobileDigits(raw);
  if (!phone) return 'invalid';
  const [loan] = await preparedRows<{ phone: string }>(db, borrowerByMobile, [phone]);
  return loan ? { phone, lan: null } : null;
}

export function loansOf(db: DB, identity: Identity) {
  let q = db
    .selectFrom('loans')
    .select(['loan_account_no', 'vehicle_number', 'customer_name', 'email', 'phone', 'status'])
    .where('phone', '=', identity.phone);
  if (identity.lan) q = q.where('loan_account_no', '=', identity.lan);
  return q.orderBy('loan_account_no').execute();
}
