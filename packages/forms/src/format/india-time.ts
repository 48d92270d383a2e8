import type { Language } from '../i18n/languages.ts';

const parts = {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const;

const indiaTime = new Intl.DateTimeFormat('en-IN', parts);
// Made on first use, so English pages never build it.
let hindiTime: Intl.DateTimeFormat | undefined;

/**
 * A moment as India reads it, whatever the reader's or the server's clock zone: '24 Nov 2026,
 * 7:05 pm IST' ('24 नवंबर 2026 को 7:05 pm बजे IST' in Hindi: the month's Hindi name, digits as
 * everyone types them). Takes the API's ISO times (UTC) or a Date. One format for the pages, the
 * PDFs and the statements, so a receipt and the page it came from agree.
 */
export const inIndiaTime = (at: string | Date, language: Language = 'en'): string => {
  const moment = typeof at === 'string' ? new Date(at) : at;
  if (language === 'en') return `${indiaTime.format(moment)} IST`;
  hindiTime ??= new Intl.DateTimeFormat('hi-IN', {
    ...parts,
    day: 'numeric',
    month: 'long',
    numberingSystem: 'latn',
  });
  return `${hindiTime.format(moment)} IST`;
};
