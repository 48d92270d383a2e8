import type { SiteLanguage } from './languages.ts';

// The language of this build of the site. The Hindi build reads `language.hi.ts` instead (the
// language-build plugin, scripts/language-build.ts): each build knows its language as constants,
// so nothing decides it at run time.

/** The language of the pages of this build. */
export const pageLanguage: SiteLanguage = 'en';
/** The language the switch in the header leads to. */
export const otherLanguage: SiteLanguage = 'hi';
/** Where the pages of this build live: `languagePrefix[pageLanguage]` as a constant. */
export const pathPrefix: string = '';
/** Where the other language's pages live (the switch's link: '/hi' + the path). */
export const otherPathPrefix: string = '/hi';
/** The other language named in itself, as the switch names it. */
export const otherLanguageName: string = 'हिन्दी';
/** `<html lang>` of the pages. */
export const htmlLang: string = 'en-IN';
/** Open Graph's locale of the pages. */
export const ogLocale: string = 'en_IN';
/**
 * The address of an API document or recording (a PDF, the captcha read aloud) in this language:
 * a download link or an <audio> element cannot send Accept-Language, so the Hindi build adds
 * `lang=hi`.
 */
export const inDocumentLanguage = (url: string): string => url;
