// The Hindi build's ToasterHost.tsx: the same toaster, with the message translator
// (lib/translator.hi.ts) loaded with it, so a toast is in Hindi and the translator comes with
// the first toast rather than with the page.
import '../lib/translator.hi.ts';

export * from './ToasterHost.tsx';
export { default } from './ToasterHost.tsx';
