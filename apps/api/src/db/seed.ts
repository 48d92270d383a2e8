import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { seedLms } from './seed-lms.ts';

/** Demo data for the embedded default; every insert is idempotent. Listed in apps/api/README.md. */
export const seed = {
  userTypes: [
    { user_id: 1, user_type: 'customer' },
    { user_id: 2, user_type: 'non-customer' },
    { user_id: 3, user_type: 'dealer' },
  ],
  requestTypes: [
    { request_type_id: 21, request_type: 'Loan Related Query', service_level_days: 7, users: [1] },
    {
      request_type_id: 22,
      request_type: 'Payment Related Query',
      service_level_days: 7,
      users: [1],
    },
    { request_type_id: 23, request_type: 'Foreclosure Request', service_level_days: 3, users: [1] },
    {
      request_type_id: 24,
      request_type: 'Statement of Account',
      service_level_days: 2,
      users: [1],
    },
    {
      request_type_id: 25,
      request_type: 'Update Contact Details',
      service_level_days: 3,
      users: [1],
    },
    { request_type_id: 26, request_type: 'Complaint', service_level_days: 7, users: [1, 2, 3] },
    { request_type_id: 27, request_type: 'NOC Request', service_level_days: 15, users: [1] },
    { request_type_id: 28, request_type: 'New Loan Enquiry', service_level_days: 2, users: [2] },
    { request_type_id: 29, request_type: 'Dealer Payout Query', service_level_days: 7, users: [3] },
    { request_type_id: 30, request_type: 'Dealer Onboarding', service_level_days: 10, users: [3] },
  ],
  subRequestTypes: [
    [101, 21, 1, 'EMI amount or due date'],
    [102, 21, 1, 'Interest rate or charges'],
    [103, 21, 1, 'Loan tenure'],
    [111, 22, 1, 'Payment not updated'],
    [112, 22, 1, 'Excess amount debited'],
    [113, 22, 1, 'Refund status'],
    [121, 23, 2, 'Foreclosure letter'],
    [122, 23, 2, 'Foreclosure amount'],
    [131, 24, 2, 'Statement of account'],
    [132, 24, 2, 'Interest certificate'],
    [141, 25, 2, 'Change of mobile number'],
    [142, 25, 2, 'Change of address'],
    [151, 26, 3, 'Staff behaviour'],
    [152, 26, 3, 'Service delay'],
    [153, 26, 3, 'Recovery practice'],
    [161, 27, 2, 'NOC for a closed loan'],
    [162, 27, 2, 'Duplicate NOC'],
    [171, 28, 1, 'Two-wheeler loan'],
    [172, 28, 1, 'Electric vehicle loan'],
    [181, 29, 1, 'Payout not received'],
    [182, 29, 1, 'Payout statement'],
    [191, 30, 2, 'Become a dealer partner'],
  ] as const,
  branches: [
    [1, 'Pune', 27, 'Maharashtra'],
    [2, 'Mumbai', 27, 'Maharashtra'],
    [3, 'Nagpur', 27, 'Maharashtra'],
    [4, 'Nashik', 27, 'Maharashtra'],
    [5, 'Bengaluru', 29, 'Karnataka'],
    [6, 'Mysuru', 29, 'Karnataka'],
    [7, 'Chennai', 33, 'Tamil Nadu'],
    [8, 'Coimbatore', 33, 'Tamil Nadu'],
    [9, 'Hyderabad', 36, 'Telangana'],
    [10, 'Ahmedabad', 24, 'Gujarat'],
    [11, 'Surat', 24, 'Gujarat'],
    [12, 'Jaipur', 8, 'Rajasthan'],
    [13, 'Lucknow', 9, 'Uttar Pradesh'],
    [14, 'Indore', 23, 'Madhya Pradesh'],
    [15, 'Kolkata', 19, 'West Bengal'],
    [16, 'New Delhi', 7, 'Delhi'],
  ] as const,
  pincodes: [
    ['411001', 'Pune', 'Maharashtra'],
    ['411038', 'Pune', 'Maharashtra'],
    ['400001', 'Mumbai', 'Maharashtra'],
    ['440001', 'Nagpur', 'Maharashtra'],
    ['422001', 'Nashik', 'Maharashtra'],
    ['560001', 'Bengaluru', 'Karnataka'],
    ['570001', 'Mysuru', 'Karnataka'],
    ['600001', 'Chennai', 'Tamil Nadu'],
    ['641001', 'Coimbatore', 'Tamil Nadu'],
    ['500001', 'Hyderabad', 'Telangana'],
    ['380001', 'Ahmedabad', 'Gujarat'],
    ['395003', 'Surat', 'Gujarat'],
    ['302001', 'Jaipur', 'Rajasthan'],
    ['226001', 'Lucknow', 'Uttar Pradesh'],
    ['452001', 'Indore', 'Madhya Pradesh'],
    ['700001', 'Kolkata', 'West Bengal'],
    ['110001', 'New Delhi', 'Delhi'],
  ] as const,
  loans: [
    {
      loan_account_no: 'TW0000100001',
      customer_name: 'Asha Patil',
      phone: '9876543210',
      email: 'asha.patil@example.com',
      vehicle_number: 'MH12AB1234',
      status: 'A',
      loan_amount: 85000,
      emi: 3950,
      emi_end_date: '2028-03-05',
      due_day: 5,
      outstanding: 54812.4,
    },
    {
      loan_account_no: 'TW0000100002',
      customer_name: 'Asha Patil',
      phone: '9876543210',
      email: 'asha.patil@example.com',
      vehicle_number: 'MH12CD5678',
      status: 'C',
      loan_amount: 60000,
      emi: 2900,
      emi_end_date: '2024-08-05',
      due_day: 5,
      outstanding: 0,
    },
    {
      loan_account_no: 'TW0000200001',
      customer_name: 'Ravi Kumar',
      phone: '9123456780',
      email: 'ravi.kumar@example.com',
      vehicle_number: 'KA01EF4321',
      status: 'C',
      loan_amount: 72000,
      emi: 3400,
      emi_end_date: '2025-01-10',
      due_day: 10,
      outstanding: 0,
    },
    {
      loan_account_no: 'EV0000300001',
      customer_name: 'Meena Shah',
      phone: '9988776655',
      email: 'meena.shah@example.com',
      vehicle_number: 'GJ05GH7788',
      status: 'A',
      loan_amount: 120000,
      emi: 4650,
      emi_end_date: '2029-06-15',
      due_day: 15,
      outstanding: 104230.75,
    },
    {
      loan_account_no: 'EV0000400001',
      customer_name: 'Imran Sheikh',
      phone: '9012345678',
      email: null,
      vehicle_number: 'TS09JK2468',
      status: 'A',
      loan_amount: 95000,
      emi: 4100,
      emi_end_date: '2027-11-20',
      due_day: 20,
      outstanding: 45890.2,
    },
  ] as const,
  mandates: [
    {
      order_id: 'MDSEED0000001',
      loan_account_no: 'EV0000300001',
      route: 'bank',
      gateway: 'sandbox',
      status: 'ACTIVE',
      subscription_id: 'SUB-SEED-300001',
      umn: 'UMN0000300001SEED',
      plan_name: 'EMI EV0000300001',
      start_date: '2025-07-15',
      end_date: '2029-06-15',
      interval_type: 'MONTHLY',
      recurring_amount: 4650,
      first_charge_date: '2025-08-15',
    },
  ] as const,
};

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
