import type { LoanPayment } from '@company/forms/contracts';
import { amortisationSchedule } from '@company/forms/finance';
import type { DB } from '../db/index.ts';
import { addMonths, todayInIndia } from '../db/seed-lms.ts';
import type {
  LmsLoan,
  LmsStatement,
  LoanManagementSystem,
  StatementLine,
} from '../providers/lms.ts';
import { type CollectedInstalment, collect } from './lms-collections.ts';

/** yyyy-mm-dd of a timestamp, in India. */
const indianDate = (at: Date) => todayInIndia(at);
const dateText = (d: Date | string) =>
  typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

interface Terms {
  loan: LmsLoan;
  firstDue: string;
  missed: number;
}

/**
 * The LMS sandbox, from the seeded loans and their terms (lms_sandbox_loans) and the site's own
 * payment orders. The schedule is the EMI calculator's reducing-balance arithmetic. Every
 * instalment due up to today is collected (by the e-mandate when an active one covers its date, at
 * a branch otherwise) except the last `instalments_missed`, which are overdue, and those already
 * paid online: a paid order pays the next unpaid instalments (lms-collections.ts). A closed
 * loan's instalments are all collected.
 */
export function sandboxLms(db: DB, now: () => Date = () => new Date()): LoanManagementSystem {
  async function terms(where: { lan: string } | { mobile: string }): Promise<Terms[]> {
    let q = db
      .selectFrom('loans as l')
      .innerJoin('lms_sandbox_loans as t', 't.loan_account_no', 'l.loan_account_no')
      .select([
        'l.loan_account_no',
        'l.vehicle_number',
        'l.status',
        'l.loan_amount',
        't.product',
        't.annual_rate',
        't.tenure_months',
        't.first_due_date',
        't.instalments_missed',
        't.closed_on',
      ]);
    q =
      'lan' in where
        ? q.where('l.loan_account_no', '=', where.lan)
        : q.where('l.phone', '=', where.mobile);
    const rows = await q.orderBy('l.loan_account_no').execute();
    return rows.map((r) => {
      const terms = {
        principal: Number(r.loan_amount),
        annualRatePercent: Number(r.annual_rate),
        tenureMonths: r.tenure_months,
      };
      return {
        loan: {
          lan: r.loan_account_no,
          product: r.product,
          vehicle_number: r.vehicle_number,
          status: r.status === 'C' ? 'closed' : 'active',
          amount_financed: terms.principal,
          emi: amortisationSchedule(terms)[0]?.emi ?? 0,
          annual_rate: terms.annualRatePercent,
          tenure_months: terms.tenureMonths,
          closed_on: r.closed_on ? dateText(r.closed_on) : null,
        },
        firstDue: dateText(r.first_due_date),
        missed: r.instalments_missed,
      };
    });
  }

  async function one(lan: string): Promise<Terms | undefined> {
    return (await terms({ lan }))[0];
  }

  /** The schedule, each instalment collected or paid online as the sandbox replays it. */
  async function scheduleOf({ loan, firstDue, missed }: Terms): Promise<CollectedInstalment[]> {
    const rows = amortisationSchedule({
      principal: loan.amount_financed,
      annualRatePercent: loan.annual_rate,
      tenureMonths: loan.tenure_months,
    }).map((row) => ({ ...row, due_date: addMonths(firstDue, row.month - 1) }));
    const online = (await onlineOrders(loan.lan))
      .filter((o) => o.status === 'PAID')
      .map((o) => ({ date: indianDate(o.updated_at), amount: Number(o.amount) }));
    return collect(rows, {
      today: todayInIndia(now()),
      missed,
      closed: loan.status === 'closed',
      online,
    });
  }

  /** The site's own finished payment orders on the loan, oldest first. */
  const onlineOrders = (lan: string) =>
    db
      .selectFrom('payment_orders')
      .select(['order_id', 'pg_order_id', 'amount', 'status', 'updated_at'])
      .where('loan_account_no', '=', lan)
      .where('status', 'in', ['PAID', 'FAILED'])
      .orderBy('updated_at')
      .orderBy('order_id')
      .execute();

  async function paymentsOf(t: Terms): Promise<LoanPayment[]> {
    const mandate = await db
      .selectFrom('mandates')
      .select(['first_charge_date'])
      .where('loan_account_no', '=', t.loan.lan)
      .where('status', '=', 'ACTIVE')
      .orderBy('first_charge_date')
      .executeTakeFirst();
    const mandateFrom = mandate ? dateText(mandate.first_charge_date) : null;
    const collections: LoanPayment[] = (await scheduleOf(t))
      .filter((row) => row.paid_by === 'collection')
      .map((row) => {
        const byMandate = mandateFrom !== null && row.due_date >= mandateFrom;
        return {
          date: row.due_date,
          amount: row.emi,
          mode: byMandate ? 'mandate' : 'branch',
          reference: `${byMandate ? 'NACH' : 'BR'}${t.loan.lan.slice(-6)}${String(row.month).padStart(3, '0')}`,
          status: 'success',
          order_id: null,
        };
      });
    const online: LoanPayment[] = (await onlineOrders(t.loan.lan)).map((o) => ({
      date: indianDate(o.updated_at),
      amount: Number(o.amount),
      mode: 'online',
      reference: o.pg_order_id ?? o.order_id,
      status: o.status === 'PAID' ? 'success' : 'failed',
      order_id: o.order_id,
    }));
    return [...collections, ...online].sort((a, b) => b.date.localeCompare(a.date));
  }

  /**
   * The ledger of what is owed: the amount financed on disbursal (a month before the first due
   * date), each instalment's interest when it falls due, each collection and successful payment as
   * a credit. After instalment n is collected the balance is the schedule's balance of month n.
   */
  async function ledger(t: Terms): Promise<StatementLine[]> {
    const today = todayInIndia(now());
    const events: Omit<StatementLine, 'balance'>[] = [
      {
        date: addMonths(t.firstDue, -1),
        description: `Loan disbursed (${t.loan.product})`,
        debit: t.loan.amount_financed,
        credit: 0,
      },
    ];
    for (const row of await scheduleOf(t)) {
      // An instalment paid online before its due date is charged its interest on the day paid.
      const charged = row.paid_on && row.paid_on < row.due_date ? row.paid_on : row.due_date;
      if (charged > today) continue;
      events.push({
        date: charged,
        description: `Instalment ${row.month} due: EMI ₹${row.emi} (principal ₹${row.principal}, interest ₹${row.interest}); interest charged`,
        debit: row.interest,
        credit: 0,
      });
    }
    for (const p of await paymentsOf(t)) {
      if (p.status !== 'success') continue;
      const how = { mandate: 'by e-mandate', branch: 'at a branch', online: 'online' }[p.mode];
      events.push({
        date: p.date,
        description: `Payment received ${how}, ref. ${p.reference}`,
        debit: 0,
        credit: p.amount,
      });
    }
    // On one day the charge comes before the payment that settles it.
    events.sort((a, b) => a.date.localeCompare(b.date) || b.debit - a.debit);
    let balance = 0;
    return events.map((e) => {
      balance += e.debit - e.credit;
      return { ...e, balance };
    });
  }

  return {
    name: 'sandbox',
    loansOf: async (mobile) => (await terms({ mobile })).map((t) => t.loan),
    async schedule(lan) {
      const t = await one(lan);
      if (!t) return [];
      return (await scheduleOf(t)).map(({ paid_on, paid_by, ...row }) => row);
    },
    async payments(lan) {
      const t = await one(lan);
      return t ? paymentsOf(t) : [];
    },
    async statement(lan, from, to): Promise<LmsStatement> {
      const t = await one(lan);
      const lines = t ? await ledger(t) : [];
      const before = lines.filter((l) => l.date < from);
      const opening = before.at(-1)?.balance ?? 0;
      const within = lines.filter((l) => l.date >= from && l.date <= to);
      return {
        opening_balance: opening,
        lines: within,
        closing_balance: within.at(-1)?.balance ?? opening,
      };
    },
  };
}
