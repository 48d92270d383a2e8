import toasterStylesheet from 'site:toaster-stylesheet.css?url';
import { Toaster, toast } from '@company/ui';

/**
 * The Toaster's stylesheet, which is not in the one every page inlines
 * (scripts/toaster-stylesheet.ts). Settles when it has arrived, or failed: toasts then still
 * show and are announced, with the package's own colours only. `loadToasterHost` waits for it.
 */
export const stylesheetLoaded = new Promise<void>((resolve) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = toasterStylesheet;
  link.onload = () => resolve();
  link.onerror = () => resolve();
  document.head.append(link);
});

/** The package's Toaster and its `toast` helpers: a chunk of their own, loaded on the first toast. */
export { toast };

export default function ToasterHost() {
  return <Toaster />;
}
