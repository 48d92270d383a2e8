import type { PrivacyNotice as Notice } from '../../content/privacy.ts';
import { LegalButton } from '../legal/LegalProvider.tsx';
import * as css from '../page/company.css.ts';

/** What a form collects and why, at the point of collection, with the Privacy Policy a click away. */
export function PrivacyNotice({ notice, id }: { notice: Notice; id?: string }) {
  return (
    <p className={css.privacyNotice} id={id}>
      {notice.text}{' '}
      <LegalButton kind="privacy" className={css.linkButton}>
        {notice.linkLabel}
      </LegalButton>
      .
    </p>
  );
}
