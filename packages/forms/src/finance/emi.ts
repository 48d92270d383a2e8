/**
 * Reducing-balance EMI arithmetic, as the product decisions define it. Pure functions: no React,
 * no DOM, so the numbers can be tested (and reused by any property) on their own.
 */

export interface LoanTerms {
  /** Principal in rupees. */
  principal: number;
  /** Annual rate of interest in per cent, e.g. 18 for 18 % p.a. */
  annualRatePercent: number;
  /** Number of monthly instalments. */
  tenureMonths: number;
}

/** One month of the amortisation schedule, in whole rupees. */
export interface ScheduleRow {
  month: number;
  /** Part of the instalment that repays the principal. */
  principal: number;
  /** Interest of the month on the balance outstanding at its start. */
  interest: number;
  /** The instalment paid (the last one absorbs the rounding). */
  emi: number;
  /** Principal still owed after this instalment. */
  balance: number;
}

export interface EmiSummary {
  /** The monthly instalment, rounded to the rupee. */
  emi: number;
  /** Sum of the schedule's interest. */
  totalInterest: number;
  /** Principal plus total interest: what all the instalments add up to. */
  totalPayable: number;
  schedule: ScheduleRow[];
}

function check({ principal, annualRatePercent, tenureMonths }: LoanTerms): void {
  if (!Number.isFinite(principal) || principal < 0) throw new RangeError('principal must be ≥ 0');
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0)
    throw new RangeError('annualRatePercent must be ≥ 0');
  if (!Number.isInteger(tenureMonths) || tenureMonths < 1)
    throw new RangeError('tenureMonths must be a whole number ≥ 1');
}

/**
 * The monthly instalment, unrounded: P·r·(1+r)^n / ((1+r)^n − 1) with r = annual rate / 12 / 100,
 * or P / n when the rate is 0.
 */
export function exactEmi(terms: LoanTerms): number {
  check(terms);
  const { principal: p, annualRatePercent, tenureMonths: n } = terms;
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return p / n;
  const growth = (1 + r) ** n;
  return (p * r * growth) / (growth - 1);
}

/**
 * The EMI rounded to the rupee: ₹1,00,000 at 18 % for 24 months → 4,992.
 * @example calculateEmi({ principal: 100000, annualRatePercent: 18, tenureMonths: 24 }) // 4992
 */
export function calculateEmi(terms: LoanTerms): number {
  return Math.round(exactEmi(terms));
}

/**
 * The month-by-month schedule in whole rupees: each month's interest is the balance times the
 * monthly rate, rounded to the rupee; the principal part is the EMI less that interest; the last
 * instalment repays whatever balance is left, so it absorbs the rounding and the balance ends at 0.
 */
export function amortisationSchedule(terms: LoanTerms): ScheduleRow[] {
  const emi = calculateEmi(terms);
  const r = terms.annualRatePercent / 12 / 100;
  const rows: ScheduleRow[] = [];
  let balance = Math.round(terms.principal);
  for (let month = 1; month <= terms.tenureMonths; month++) {
    const interest = Math.round(balance * r);
    const last = month === terms.tenureMonths;
    const principal = last ? balance : Math.min(balance, emi - interest);
    balance -= principal;
    rows.push({ month, principal, interest, emi: principal + interest, balance });
  }
  return rows;
}

/** EMI, totals and schedule in one pass. */
export function emiSummary(terms: LoanTerms): EmiSummary {
  const schedule = amortisationSchedule(terms);
  const totalInterest = schedule.reduce((sum, row) => sum + row.interest, 0);
  return {
    emi: calculateEmi(terms),
    totalInterest,
    totalPayable: Math.round(terms.principal) + totalInterest,
    schedule,
  };
}
