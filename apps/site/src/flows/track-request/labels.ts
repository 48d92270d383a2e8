import {
  type TrackedTicket,
  trackRequestLabels,
  trackRequestMessages,
} from '@company/forms/contracts';
import { inPageLanguage } from '../../lib/messages.ts';

/** The spec's labels, hints and buttons of the tracking page, in the page's language. */
export const labels = Object.fromEntries(
  Object.entries(trackRequestLabels).map(([key, text]) => [key, inPageLanguage(text)]),
) as { readonly [Key in keyof typeof trackRequestLabels]: string };

/** A ticket's status as the page names it ('Open'); one the spec does not name, as the API gives it. */
export const statusLabel = (status: TrackedTicket['status']): string =>
  inPageLanguage(trackRequestMessages.statusLabels[status] ?? status);
