import type { Language } from '../i18n/languages.ts';

const formats = new Map<Language, Intl.NumberFormat>();

/**
 * ₹1,20,000.00: rupees in Indian grouping with two decimals, the same in English and Hindi (Hindi
 * readers use these digits: `hi-IN` with Latin digits), for receipts, SMS and statements.
 */
export function inRupees(amount: number | string, language: Language = 'en'): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      style: 'currency',
      currency: 'INR',
      numberingSystem: 'latn',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format.format(Number(amount));
}
