// The Hindi build's TicketView.tsx: the same module, with the message translator
// (lib/translator.hi.ts) loaded with it, so the messages it shows are in Hindi.
import '../../lib/translator.hi.ts';

export * from './TicketView.tsx';
