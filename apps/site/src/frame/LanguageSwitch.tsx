import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { frameCopy } from '../content/frame.ts';
import { otherLanguage, pageLanguage } from '../lib/language.ts';
import { languageNames, pathIn } from '../lib/languages.ts';
import * as css from './LanguageSwitch.css.ts';

/** Whether the page shows a form (followed as the page's parts load and change). */
function usePageHasForm(): boolean {
  const [hasForm, setHasForm] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again on every page
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const check = () => setHasForm(main.querySelector('form') !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  return hasForm;
}

/**
 * The same page in the other language: a plain link (the other language is another build), named
 * in its own language, with `lang` and `hreflang`. A form's typed values do not travel with it
 * (an Aadhaar or PAN must never be kept for the trip): on a page with a form the switch says that
 * the form will be cleared (docs/i18n.md).
 */
export function LanguageSwitch({ linkClassName }: { linkClassName?: string }) {
  const { pathname, search } = useLocation();
  const hasForm = usePageHasForm();
  const noteId = useId();
  const copy = frameCopy.languageSwitch;
  return (
    <span className={css.languageSwitch}>
      <a
        href={`${pathIn(otherLanguage, pathname)}${search}`}
        lang={otherLanguage}
        hrefLang={otherLanguage}
        className={[css.link, linkClassName, pageLanguage === 'en' && css.systemFont]
          .filter(Boolean)
          .join(' ')}
        aria-describedby={hasForm ? noteId : undefined}
      >
        {languageNames[otherLanguage]}
      </a>
      {hasForm && (
        <span id={noteId} className={css.note}>
          ({copy.clearsForm})
        </span>
      )}
    </span>
  );
}
