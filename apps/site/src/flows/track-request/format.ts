import { pageLanguage } from '../../lib/language.ts';

// The page's language, with the digits everyone types ('3 दिसंबर 2026' on a Hindi page).
const istDate = new Intl.DateTimeFormat(`${pageLanguage}-IN-u-nu-latn`, {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A calendar date (yyyy-mm-dd, already IST's) as '3 December 2026'. */
export const longDate = (date: string) => istDate.format(new Date(`${date}T00:00:00Z`));
