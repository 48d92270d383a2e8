/** dd-mm-yyyy, the spec's date format. */
export function ddmmyyyy(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${d.getUTCFullYear()}`;
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The next date (after `from`) whose day of month is `dueDay`. */
export function nextDueDate(dueDay: number, from = new Date()): Date {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), dueDay));
  if (d <= from) d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}
