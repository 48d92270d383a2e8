import { useLocation } from 'react-router-dom';
import { frameCopy } from '../content/frame.ts';
import {
  otherLanguage,
  otherLanguageName,
  otherPathPrefix,
  pageLanguage,
} from '../lib/language.ts';
import * as css from './LanguageSwitch.css.ts';

/**
 * The same page in the other language: a plain link (the other language is another build), named
 * in its own language, with `lang` and `hreflang`. A form's typed values do not travel with it
 * (an Aadhaar or PAN must never be kept for the trip): while the page shows a form, a note after
 * the link says that the form will be cleared (shown by CSS, `:has()`, so it costs no script on
 * every page; docs/i18n.md).
 */
export function LanguageSwitch({ linkClassName }: { linkClassName?: string }) {
  const { pathname, search } = useLocation();
  // The language's own constants (lib/language.ts): English pages hold no table of languages.
  const path = otherPathPrefix && pathname === '/' ? '' : pathname;
  return (
    <span className={css.languageSwitch}>
      <a
        href={`${otherPathPrefix}${path}${search}`}
        lang={otherLanguage}
        hrefLang={otherLanguage}
        className={`${css.link} ${linkClassName ?? ''} ${pageLanguage === 'en' ? css.systemFont : ''}`}
      >
        {otherLanguageName}
      </a>
      <span className={css.formNote}>({frameCopy.languageSwitch.clearsForm})</span>
    </span>
  );
}
