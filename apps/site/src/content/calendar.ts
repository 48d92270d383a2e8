import { inIndiaTime } from '@company/forms/contracts';

/** How the pages write dates and times: month names in the page's language, times in IST. */
export const calendar = {
  /** '18 Sep 2025' (the newsroom, the loan's schedule and payments). */
  shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  /** '3 December 2026' (a request's expected resolution). */
  longMonths: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

/** A moment as India reads it: '24 Nov 2026, 7:05 pm IST' (its own export: date-only pages omit it). */
export const moment = (at: string | Date): string => inIndiaTime(at);
