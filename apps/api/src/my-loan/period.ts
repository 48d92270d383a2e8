import { myLoanRouteMessages } from '@company/forms/contracts';
import { addMonths, todayInIndia } from '../db/seed-lms.ts';
import { badRequest } from '../lib/http.ts';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return isoDay.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

/** Statements reach back five years at most (RBI's record-keeping). */
const MAX_YEARS = 5;

/**
 * The statement's period: this financial year (1 April to today), the last one (1 April to 31
 * March), or two dates; 400 with the one message otherwise.
 */
export function statementPeriod(
  query: { period?: string; from?: string; to?: string },
  now = new Date(),
): { from: string; to: string } {
  const today = todayInIndia(now);
  const year = Number(today.slice(0, 4));
  const fyStart = `${today.slice(5) >= '04-01' ? year : year - 1}-04-01`;
  if (query.period === 'this-fy') return { from: fyStart, to: today };
  if (query.period === 'last-fy')
    return {
      from: addMonths(fyStart, -12),
      to: addMonths(fyStart, 0).replace(/-04-01$/, '-03-31'),
    };
  const { from = '', to = '' } = query;
  if (
    (query.period !== undefined && query.period !== 'range') ||
    !realDay(from) ||
    !realDay(to) ||
    from > to ||
    to > today ||
    from < addMonths(to, -12 * MAX_YEARS)
  ) {
    throw badRequest(myLoanRouteMessages.period, 'period');
  }
  return { from, to };
}
