import type { Instalment } from '@company/forms/contracts';

/** A successful online payment on the site: the day (India) it was paid and its rupees. */
export interface OnlinePayment {
  date: string;
  amount: number;
}

/** An instalment, with when and how it was collected (null while unpaid). */
export interface CollectedInstalment extends Instalment {
  paid_on: string | null;
  paid_by: 'collection' | 'online' | null;
}

interface Situation {
  today: string;
  /** How many of the instalments fallen due were not collected by mandate or at a branch. */
  missed: number;
  closed: boolean;
  /** Oldest first. */
  online: OnlinePayment[];
}

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * Which instalments are paid, replayed day by day: on each due date up to today the instalment is
 * collected (by e-mandate or at a branch) unless it is one of the last `missed` or is already
 * paid; each online payment pays the oldest unpaid instalments its amount (with what is left of
 * earlier ones) covers in full, future ones too. Each payment is counted once because it is one
 * paid order, so a repeated webhook or return cannot pay an instalment twice.
 */
export function collect(
  rows: Omit<Instalment, 'status'>[],
  { today, missed, closed, online }: Situation,
): CollectedInstalment[] {
  const out: CollectedInstalment[] = rows.map((row) => ({
    ...row,
    status: 'due',
    paid_on: null,
    paid_by: null,
  }));
  if (closed) {
    return out.map((row) => ({
      ...row,
      status: 'paid',
      paid_on: row.due_date,
      paid_by: 'collection',
    }));
  }
  const fallenDue = rows.filter((row) => row.due_date <= today).length;
  const collectable = Math.max(0, fallenDue - missed);
  type Step = { date: string; instalment: number } | { date: string; amount: number };
  const steps: Step[] = [
    ...out.slice(0, collectable).map((row, instalment) => ({ date: row.due_date, instalment })),
    ...online.map((p) => ({ date: p.date, amount: p.amount })),
  ];
  // On one day the instalment falls due (and is collected) before an online payment is counted.
  steps.sort(
    (a, b) => a.date.localeCompare(b.date) || Number('amount' in a) - Number('amount' in b),
  );
  let credit = 0;
  for (const step of steps) {
    if ('instalment' in step) {
      const row = out[step.instalment]!;
      if (!row.paid_on) Object.assign(row, { paid_on: row.due_date, paid_by: 'collection' });
      continue;
    }
    credit += paise(step.amount);
    for (let row = out.find((r) => !r.paid_on); row; row = out.find((r) => !r.paid_on)) {
      if (credit < paise(row.emi)) break;
      credit -= paise(row.emi);
      Object.assign(row, { paid_on: step.date, paid_by: 'online' });
    }
  }
  return out.map((row) => ({
    ...row,
    status: row.paid_on ? 'paid' : row.due_date <= today ? 'overdue' : 'due',
  }));
}
