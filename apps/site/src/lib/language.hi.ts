import type { SiteLanguage } from './languages.ts';

// The Hindi build's `language.ts` (see there).

export const pageLanguage: SiteLanguage = 'hi';
export const otherLanguage: SiteLanguage = 'en';
export const pathPrefix: string = '/hi';
export const otherPathPrefix: string = '';
export const otherLanguageName: string = 'English';
export const htmlLang: string = 'hi';
export const ogLocale: string = 'hi_IN';
export const inDocumentLanguage = (url: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}lang=hi`;
