/** The spec's date forms of the UPI route, in India's time (UTC+5:30). */

const IST_OFFSET_MS = 330 * 60_000;
const two = (n: number) => String(n).padStart(2, '0');

/** yyyyMMddHHmmss in IST: the UPI route's request id. */
export function requestIdAt(now: Date): string {
  const d = new Date(now.getTime() + IST_OFFSET_MS);
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
}

/** dd-mm-yyyy from the lookup's yyyy-mm-dd EMI end date. */
export function endDateOf(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

/**
 * The next date after today (IST) whose day of month is `dueDay` (the last day in a shorter month),
 * as dd-mm-yyyy: the mandate's first debit, as the API plans it.
 */
export function nextDueDate(dueDay: number, now = new Date()): string {
  const today = new Date(now.getTime() + IST_OFFSET_MS);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  let due = new Date(Date.UTC(year, month, Math.min(dueDay, lastDay(year, month))));
  if (due.getUTCDate() <= today.getUTCDate()) {
    due = new Date(Date.UTC(year, month + 1, Math.min(dueDay, lastDay(year, month + 1))));
  }
  return `${two(due.getUTCDate())}-${two(due.getUTCMonth() + 1)}-${due.getUTCFullYear()}`;
}
