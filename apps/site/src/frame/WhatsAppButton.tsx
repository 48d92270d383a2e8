import { visuallyHidden } from '@company/ui';
import { company } from '../content/company.ts';
import { frameCopy } from '../content/frame.ts';
import { Icon } from './Icon.tsx';
import * as css from './WhatsAppButton.css.ts';

/** The floating chat button, on the routes whose record in the site map asks for it. */
export function WhatsAppButton() {
  return (
    <a
      className={css.whatsApp}
      href={`https://wa.me/${company.whatsapp.number}`}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp"
      data-floating="whatsapp"
    >
      <Icon name="whatsapp" style={{ fontSize: '30px' }} />
      <span className={visuallyHidden}>{frameCopy.whatsApp}</span>
    </a>
  );
}
