import { company } from '../content/company.ts';
import * as css from './frame.css.ts';
import { WhatsAppIcon } from './icons.tsx';

/** The floating chat button (§2.2), shown on four routes only (see `rules.ts`). */
export function WhatsAppButton() {
  return (
    <a
      className={css.whatsApp}
      href={`https://wa.me/${company.whatsapp.number}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      data-testid="whatsapp"
    >
      <WhatsAppIcon />
    </a>
  );
}
