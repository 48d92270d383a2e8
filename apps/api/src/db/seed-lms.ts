import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** `date` moved by whole months, keeping its day (every seeded due day is ≤ 28). */
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** Today in India, as the borrower's calendar has it. */
export const todayInIndia = (now = new Date()) =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The latest date on `dueDay` that is not after today (India). */
function latestDueDay(dueDay: number, now: Date): string {
  const today = todayInIndia(now);
  const thisMonth = `${today.slice(0, 8)}${String(dueDay).padStart(2, '0')}`;
  return thisMonth <= today ? thisMonth : addMonths(thisMonth, -1);
}

/**
 * The loan management system sandbox's terms of each seeded loan, and the borrowers added so that
 * every section of /my-loan can be tried. Dates of the new ones are relative to the day the
 * database is seeded: twelve instalments have fallen due on the mandate loan, five on the loan
 * with one missed. Listed in apps/api/README.md.
 */
export function lmsSeed(now = new Date()) {
  const mandateFirstDue = addMonths(latestDueDay(7, now), -11);
  const overdueFirstDue = addMonths(latestDueDay(12, now), -4);
  const loans = [
    {
      loan_account_no: 'EV0000500001',
      customer_name: 'Kavya Rao',
      phone: '9800011122',
      email: 'kavya.rao@example.com',
      vehicle_number: 'KA03MN9090',
      status: 'A' as const,
      loan_amount: 150000,
      emi: 4982,
      emi_end_date: addMonths(mandateFirstDue, 35),
      due_day: 7,
      outstanding: 105839,
    },
    {
      loan_account_no: 'TW0000600001',
      customer_name: 'Suresh Nair',
      phone: '9800033344',
      email: null,
      vehicle_number: 'KL07PQ3141',
      status: 'A' as const,
      loan_amount: 90000,
      emi: 4300,
      emi_end_date: addMonths(overdueFirstDue, 23),
      due_day: 12,
      outstanding: 80927,
    },
    {
      // Customer care's own borrower in the site's e2e tests: a mobile no other test sends an OTP to.
      loan_account_no: 'TW0000700001',
      customer_name: 'Farah Khan',
      phone: '9800055566',
      email: 'farah.khan@example.com',
      vehicle_number: 'MH14RS2718',
      status: 'A' as const,
      loan_amount: 80000,
      emi: 3822,
      emi_end_date: '2027-10-25',
      due_day: 25,
      outstanding: 46315,
    },
    // The accessibility suite's own borrowers (apps/site/e2e/a11y): mobiles no other test sends an
    // OTP to, so its sign-ins never meet another test's resend wait. Deepa signs in to /my-loan (an
    // active loan and a closed one, for the NOC); Arjun verifies in customer care.
    {
      loan_account_no: 'TW0000800001',
      customer_name: 'Deepa Menon',
      phone: '9800077788',
      email: 'deepa.menon@example.com',
      vehicle_number: 'KA05TU1618',
      status: 'A' as const,
      loan_amount: 70000,
      emi: 3344,
      emi_end_date: '2027-11-18',
      due_day: 18,
      outstanding: 37352,
    },
    {
      loan_account_no: 'TW0000800002',
      customer_name: 'Deepa Menon',
      phone: '9800077788',
      email: 'deepa.menon@example.com',
      vehicle_number: 'KA05VW2236',
      status: 'C' as const,
      loan_amount: 64000,
      emi: 3226,
      emi_end_date: '2024-05-18',
      due_day: 18,
      outstanding: 0,
    },
    {
      loan_account_no: 'TW0000900001',
      customer_name: 'Arjun Das',
      phone: '9800099900',
      email: 'arjun.das@example.com',
      vehicle_number: 'TN09XY4455',
      status: 'A' as const,
      loan_amount: 75000,
      emi: 3583,
      emi_end_date: '2027-11-10',
      due_day: 10,
      outstanding: 40018,
    },
    // The Hindi end-to-end tests' own borrower (apps/site/e2e/hindi): she signs in to /hi/my-loan
    // by OTP, so no other test may send one to her mobile (the 59-second resend wait).
    {
      loan_account_no: 'TW0001000001',
      customer_name: 'Geeta Verma',
      phone: '9800044455',
      email: 'geeta.verma@example.com',
      vehicle_number: 'UP32CD7070',
      status: 'A' as const,
      loan_amount: 65000,
      emi: 3106,
      emi_end_date: '2027-12-14',
      due_day: 14,
      outstanding: 57796,
    },
  ];
  const terms = [
    // The site's older loans: terms whose EMI is the one the site already knows.
    ['TW0000100001', 'Two-wheeler loan', 14.25, 25, '2026-03-05', 0, null],
    ['TW0000100002', 'Two-wheeler loan', 21.25, 26, '2022-07-05', 0, '2024-08-05'],
    ['TW0000200001', 'Two-wheeler loan', 19, 26, '2022-12-10', 0, '2025-01-10'],
    ['EV0000300001', 'Electric vehicle loan', 14.25, 31, '2025-08-15', 0, null],
    ['EV0000400001', 'Electric vehicle loan', 13.5, 27, '2025-09-20', 0, null],
    ['EV0000500001', 'Electric vehicle loan', 12, 36, mandateFirstDue, 0, null],
    ['TW0000600001', 'Two-wheeler loan', 13.5, 24, overdueFirstDue, 1, null],
    ['TW0000700001', 'Two-wheeler loan', 13.5, 24, '2025-11-25', 0, null],
    ['TW0000800001', 'Two-wheeler loan', 13.5, 24, '2025-12-18', 0, null],
    ['TW0000800002', 'Two-wheeler loan', 19, 24, '2022-06-18', 0, '2024-05-18'],
    ['TW0000900001', 'Two-wheeler loan', 13.5, 24, '2025-12-10', 0, null],
    ['TW0001000001', 'Two-wheeler loan', 13.5, 24, '2026-01-14', 0, null],
  ] as const;
  return {
    loans,
    terms: terms.map(([loan_account_no, product, rate, tenure, first, missed, closed]) => ({
      loan_account_no,
      product,
      annual_rate: rate,
      tenure_months: tenure,
      first_due_date: first,
      instalments_missed: missed,
      closed_on: closed,
    })),
    mandate: {
      order_id: 'MDSEED0000002',
      loan_account_no: 'EV0000500001',
      route: 'bank' as const,
      gateway: 'sandbox' as const,
      status: 'ACTIVE',
      subscription_id: 'SUB-SEED-500001',
      umn: 'HDFC7021807230034567',
      plan_name: 'EMI EV0000500001',
      start_date: mandateFirstDue,
      end_date: addMonths(mandateFirstDue, 35),
      interval_type: 'MONTHLY',
      recurring_amount: 4982,
      first_charge_date: mandateFirstDue,
    },
    /** The closed loan's NOC request, resolved (the NOC went out). */
    nocRequest: {
      ticket: 'SR25011500000001',
      user_type: 'customer',
      phone: '9123456780',
      lan: 'TW0000200001',
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.com',
      request_type_id: 27,
      sub_request_id: 161,
      request_category_id: 2,
      query: 'NOC for my closed loan',
      vehicle_number: 'KA01EF4321',
      status: 'resolved',
      created_at: '2025-01-15T05:30:00Z',
    },
  };
}

/** Seeds the loan management system's sandbox; idempotent, after the site's own loans. */
export async function seedLms(db: Kysely<Database>, now = new Date()): Promise<void> {
  const data = lmsSeed(now);
  const none = <T>(oc: { doNothing(): T }) => oc.doNothing();
  await db.insertInto('loans').values(data.loans).onConflict(none).execute();
  await db.insertInto('lms_sandbox_loans').values(data.terms).onConflict(none).execute();
  await db.insertInto('mandates').values(data.mandate).onConflict(none).execute();
  await db.insertInto('service_requests').values(data.nocRequest).onConflict(none).execute();
}
