import type { PrivacyNotice as Notice } from '../../content/privacy.ts';
import { legalIntent, useLegal } from '../legal/LegalProvider.tsx';
import * as css from '../page/company.css.ts';

/** What a form collects and why, at the point of collection, with the Privacy Policy a click away. */
export function PrivacyNotice({ notice, id }: { notice: Notice; id?: string }) {
  const { openLegal } = useLegal();
  return (
    <p className={css.privacyNotice} id={id}>
      {notice.text}{' '}
      <button
        type="button"
        className={css.linkButton}
        onClick={() => openLegal('privacy')}
        {...legalIntent}
      >
        {notice.linkLabel}
      </button>
      .
    </p>
  );
}
