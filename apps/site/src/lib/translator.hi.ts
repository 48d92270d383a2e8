import { hindi } from '@company/forms/hi';
import { translatorOf } from '@company/forms/i18n';
import { setTranslator } from './messages.hi.ts';

/**
 * The Hindi build's message translator, set into `messages.hi.ts` when this module loads. The
 * English side is inlined at build time (scripts/messages-at-build.ts), so a Hindi page carries
 * the Hindi catalogue and the English texts, not the English catalogue with every contract and
 * yup behind it. Imported (for this effect) by the Hindi versions of the modules that show a
 * message, so it travels in their chunks rather than with the page.
 */
setTranslator(translatorOf(__ENGLISH_MESSAGES__, hindi));
