import { useEffect, useRef } from 'react';
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
  const href = `${otherPathPrefix}${path}${search}`;
  // The not-found page is pre-rendered once for every unknown address, and hydration keeps the
  // pre-rendered href: the link is set to the address the visitor is at once the page is live.
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (link.current && link.current.getAttribute('href') !== href)
      link.current.setAttribute('href', href);
  }, [href]);
  return (
    <span className={css.languageSwitch}>
      <a
        ref={link}
        href={href}
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
