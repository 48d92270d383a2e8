import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { seed } from './seed-data.ts';
import { seedLms } from './seed-lms.ts';

export { seed } from './seed-data.ts';

/** Writes the demo data (seed-data.ts); every insert is idempotent. */
export async function seedDatabase(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('user_types')
    .values(seed.userTypes)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('request_types')
    .values(seed.requestTypes.map(({ users: _u, ...r }) => r))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('request_type_user_types')
    .values(
      seed.requestTypes.flatMap((r) =>
        r.users.map((user_id) => ({ request_type_id: r.request_type_id, user_id })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('sub_request_types')
    .values(
      seed.subRequestTypes.map(([sub_request_id, request_type_id, request_category_id, t]) => ({
        sub_request_id,
        request_type_id,
        request_category_id,
        sub_request_type: t,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('branches')
    .values(
      seed.branches.map(([branch_id, branch_name, state_number, state]) => ({
        branch_id,
        branch_name,
        state_number,
        state,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('pincodes')
    .values(seed.pincodes.map(([pincode, city, state]) => ({ pincode, city, state })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('loans')
    .values(seed.loans.map((l) => ({ ...l })))
    // A database seeded before the outstanding figure existed gets it too.
    .onConflict((oc) =>
      oc
        .column('loan_account_no')
        .doUpdateSet((eb) => ({ outstanding: eb.ref('excluded.outstanding') })),
    )
    .execute();
  await db
    .insertInto('mandates')
    .values(seed.mandates.map((m) => ({ ...m })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await seedLms(db);
}
