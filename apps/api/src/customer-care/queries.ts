import { careMobileDigits, requestShapes } from '@company/forms/contracts';
import { type CompiledQuery, sql } from 'kysely';
import type { DB } from '../db/index.ts';
import { countRequest, hit, limit, rateLimited } from '../lib/rate-limit.ts';
import { firstRowOf, preparedRows } from '../lib/sql.ts';

export interface Identity {
  phone: string;
  lan: string | null;
}

/** Every OTP sent to a mobile looks its borrower up first: prepared once per connection. */
const borrowerByMobile = 'select phone from loans where phone = $1 limit 1';

/**
 * A route that counts its rate-limit class itself (`rateLimitCountedByRoute`): the request's
 * bucket, the class's limit, and what to call once it has been counted.
 */
export interface ClassCount {
  bucket: string;
  max: number;
  counted: () => void;
}

type CountedLookup = CompiledQuery<{ count: number; found: boolean }>;
let countedBorrowerLookup: CountedLookup | undefined;

/**
 * The request counted against its class and the borrower looked up by mobile, in one round trip.
 * Compiled once; parameters: the bucket, the mobile.
 */
function borrowerByMobileCounted(db: DB): CountedLookup {
  countedBorrowerLookup ??= sql<{ count: number; found: boolean }>`
    with counted as (${countRequest('')})
    select (select count from counted) as count,
      exists (select 1 from loans where phone = ${''}) as found`.compile(db);
  return countedBorrowerLookup;
}

/** Counts the request against its class; past the limit, refuses it with 429. */
async function countClass(db: DB, count: ClassCount): Promise<void> {
  const n = await hit(db, count.bucket);
  count.counted();
  if (n > count.max) throw rateLimited();
}

/**
 * The spec: 10 characters or fewer is a phone number, more than 10 a LAN. Returns the phone the
 * OTP goes to (the LAN's registered mobile), or null when nothing matches. With `count`, the
 * request is counted against its class first (an identity that is not valid is not: the route's
 * error counts it), a mobile's in the statement that looks it up.
 */
export async function resolveIdentity(
  db: DB,
  input: { phone?: string | null; lan?: string | null },
  lookupsPerLoan: number,
  count?: ClassCount,
): Promise<Identity | null | 'invalid'> {
  const raw = (input.lan || input.phone || '').trim();
  if (!raw) return 'invalid';
  if (raw.length > 10 && !/^[0-9+ -]+$/.test(raw)) {
    if (!requestShapes.careLoanAccountNumber.test(raw.toUpperCase())) return 'invalid';
    if (count) await countClass(db, count);
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
  if (count) {
    const row = await firstRowOf(db, borrowerByMobileCounted(db), [count.bucket, phone]);
    count.counted();
    if (row.count > count.max) throw rateLimited();
    return row.found ? { phone, lan: null } : null;
  }
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
