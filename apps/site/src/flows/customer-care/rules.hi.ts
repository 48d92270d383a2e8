// The Hindi build's rules.ts: the same rules, with the message translator (lib/translator.hi.ts)
// loaded with them, so their errors are in Hindi and the page does not carry it before the first check.
import '../../lib/translator.hi.ts';

export * from './rules.ts';
