import { inIndiaTime } from '@company/forms/contracts';
import type * as En from '../calendar.ts';
import type { Translation } from './translation.ts';

const months = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const;

export const calendar = {
  // Hindi readers know the months by their full names; the short forms are not in common use.
  shortMonths: months,
  longMonths: months,
} as const satisfies Translation<typeof En.calendar>;

export const moment = ((at: string | Date) => inIndiaTime(at, 'hi')) satisfies typeof En.moment;
