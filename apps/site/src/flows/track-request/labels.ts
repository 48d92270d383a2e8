import { trackRequestLabels } from '@company/forms/contracts';
import { inPageLanguage } from '../../lib/messages.ts';

/** The spec's labels, hints and buttons of the tracking page, in the page's language. */
export const labels = Object.fromEntries(
  Object.entries(trackRequestLabels).map(([key, text]) => [key, inPageLanguage(text)]),
) as { readonly [Key in keyof typeof trackRequestLabels]: string };
