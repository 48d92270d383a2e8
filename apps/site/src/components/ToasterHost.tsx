// react-toastify's stylesheet (an alias in vite.config.ts: the package is @company/ui's
// dependency, not the site's). It travels in this chunk's CSS, which Vite loads before the chunk's
// import resolves: no toast shows unstyled, and no page carries it up front.
import 'site:react-toastify.css';
import { toast as showToast, Toaster } from '@company/ui';
import { useEffect } from 'react';
import { toasterLabels } from '../content/component-labels.ts';
import { inPageLanguage } from '../lib/messages.ts';
import * as css from './ToasterHost.css.ts';
import { keepFocusClearOfToasts } from './toast-clearance.ts';

/**
 * The package's Toaster and its `toast` helpers, each message in the page's language: a chunk of
 * their own, loaded on the first toast.
 */
export const toast = {
  success: (message: string) => showToast.success(inPageLanguage(message)),
  error: (message: string) => showToast.error(inPageLanguage(message)),
  info: (message: string) => showToast.info(inPageLanguage(message)),
};

/**
 * At the bottom of the window, not the spec's top right: there, on a phone, a toast wholly hid the
 * header's top-bar links while the visitor tabbed through them (WCAG 2.4.11, Focus Not Obscured).
 */
export default function ToasterHost() {
  useEffect(() => {
    const region = document.querySelector('section.Toastify');
    return region ? keepFocusClearOfToasts(region) : undefined;
  }, []);
  return <Toaster position="bottom-right" className={css.toaster} labels={toasterLabels} />;
}
