import { calendar } from '../../content/calendar.ts';
import { formatDate } from '../../lib/dates.ts';

/** A calendar date (yyyy-mm-dd, already IST's) as '3 December 2026', in the page's language. */
export const longDate = (date: string) => formatDate(date, calendar.longMonths);
