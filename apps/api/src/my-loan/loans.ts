import {
  type Instalment,
  type LoanMandate,
  type MyLoan,
  myLoanMandateEndpoint,
  myLoanPaymentsEndpoint,
  myLoanRouteMessages,
  myLoanScheduleEndpoint,
  myLoansEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db/index.ts';
import { HttpError } from '../lib/http.ts';
import { LmsError, type LmsLoan } from '../providers/lms.ts';
import { lanParams, myLoanErrors } from './route-schemas.ts';
import { requireOwnLoan, requireSession } from './session.ts';

/** Paid and left, the next amount due (all overdue instalments together) and the principal owed. */
export function summarise(loan: LmsLoan, schedule: Instalment[]) {
  const paid = schedule.filter((row) => row.status === 'paid');
  const overdue = schedule.filter((row) => row.status === 'overdue');
  const next = schedule.find((row) => row.status !== 'paid');
  return {
    next_due: next
      ? {
          date: next.due_date,
          amount: overdue.length > 0 ? overdue.reduce((sum, row) => sum + row.emi, 0) : next.emi,
          overdue: overdue.length > 0,
        }
      : null,
    instalments_paid: paid.length,
    instalments_left: schedule.length - paid.length,
    principal_outstanding: paid.at(-1)?.balance ?? loan.amount_financed,
  };
}

/** The latest NOC request raised in customer care for the loan. */
export async function nocRequestOf(db: DB, lan: string) {
  const row = await db
    .selectFrom('service_requests')
    .select(['ticket', 'status', 'created_at'])
    .where('lan', '=', lan)
    .where('request_type_id', '=', 27)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row
    ? {
        ticket: row.ticket,
        status: row.status,
        raised_on: row.created_at.toISOString().slice(0, 10),
      }
    : null;
}

const mandateStatus: Record<string, LoanMandate['status']> = {
  ACTIVE: 'active',
  PENDING: 'pending',
  FAILED: 'failed',
  CANCELLED: 'failed',
};

/** The loan's latest e-mandate, its UMRN hidden but for the last 4 characters. */
export async function mandateOf(db: DB, lan: string): Promise<LoanMandate> {
  const row = await db
    .selectFrom('mandates')
    .select(['status', 'umn', 'route'])
    .where('loan_account_no', '=', lan)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) return { status: 'none', umrn_masked: null, bank_route: null };
  const umn = row.umn ?? '';
  return {
    status: mandateStatus[row.status] ?? 'pending',
    umrn_masked: umn ? `${'•'.repeat(Math.max(0, umn.length - 4))}${umn.slice(-4)}` : null,
    bank_route: row.route,
  };
}

/** An LMS that cannot answer is a 503 with the one message, not a 500. */
export async function fromLms<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof LmsError) throw new HttpError(503, myLoanRouteMessages.lmsUnavailable);
    throw err;
  }
}

/** The session mobile's loans, each loan's schedule, payments and e-mandate. */
export async function myLoanDataRoutes(app: FastifyInstance) {
  const { db, config, providers } = app.ctx;
  const tags = ['my loan'];

  app.get(
    myLoansEndpoint.path,
    { schema: { tags, summary: "The session mobile's loans", response: myLoanErrors } },
    async (request, reply) => {
      const phone = requireSession(request, reply, config);
      const loans = await fromLms(() => providers.lms.loansOf(phone));
      const data: MyLoan[] = await Promise.all(
        loans.map(async (loan) => ({
          ...loan,
          ...summarise(loan, await fromLms(() => providers.lms.schedule(loan.lan))),
          mobile: phone,
          noc_request: loan.status === 'closed' ? await nocRequestOf(db, loan.lan) : null,
        })),
      );
      return { success: true, data };
    },
  );

  const perLoan = (path: string, summary: string, answer: (lan: string) => Promise<unknown>) =>
    app.get<{ Params: { lan: string } }>(
      path,
      { schema: { tags, summary, params: lanParams, response: myLoanErrors } },
      async (request, reply) => {
        const phone = requireSession(request, reply, config);
        const lan = await requireOwnLoan(db, phone, request.params.lan);
        return { success: true, data: await fromLms(() => answer(lan)) };
      },
    );

  perLoan(myLoanScheduleEndpoint.path, 'A loan’s repayment schedule', (lan) =>
    providers.lms.schedule(lan),
  );
  perLoan(myLoanPaymentsEndpoint.path, 'Payments on a loan (mandate, branch, online)', (lan) =>
    providers.lms.payments(lan),
  );
  perLoan(myLoanMandateEndpoint.path, 'A loan’s e-mandate status', (lan) => mandateOf(db, lan));
}
