// The Hindi build's form-parts.tsx: the same fields, with the message translator
// (lib/translator.hi.ts) loaded with them, so a form's errors are in Hindi.
import '../../lib/translator.hi.ts';

export * from './form-parts.tsx';
