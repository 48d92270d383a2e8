import type { Language } from '../i18n/languages.ts';

// One formatter per language, made on first use: an English page builds no Hindi one.
const formats: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/**
 * A moment as India reads it, whatever the reader's or the server's clock zone: '24 Nov 2026,
 * 7:05 pm IST' ('24 नवंबर 2026 को 7:05 pm बजे IST' in Hindi: the month's Hindi name, digits as
 * everyone types them). Takes the API's ISO times (UTC) or a Date. One format for the pages, the
 * PDFs and the statements, so a receipt and the page it came from agree.
 */
export function inIndiaTime(at: string | Date, language: Language = 'en'): string {
  formats[language] ??= new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, {
    timeZone: 'Asia/Kolkata',
    day: language === 'en' ? '2-digit' : 'numeric',
    month: language === 'en' ? 'short' : 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${formats[language].format(typeof at === 'string' ? new Date(at) : at)} IST`;
}
