import { cx } from '@company/ui';
import { CompanySection } from '../../components/page/CompanySection.tsx';
import { ContentCard } from '../../components/page/ContentCard.tsx';
import * as css from '../../components/page/company.css.ts';
import { NewTabLink } from '../../components/page/NewTabLink.tsx';
import { PageBanner } from '../../components/page/PageBanner.tsx';
import { PageBlock } from '../../components/page/PageSection.tsx';
import * as pageCss from '../../components/page/page.css.ts';
import { pages } from '../../content/pages.ts';
import { contactPage } from '../../content/support.ts';
import { SupportForm } from '../../flows/support/SupportForm.tsx';
import * as page from './ContactUs.css.ts';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.contactUs;

/** /contact-us: call, chat or e-mail, the registered office, and the support form. */
export default function ContactUs() {
  return (
    <>
      <PageBanner heading={contactPage.heading} text={contactPage.banner} />
      <CompanySection titleId="channels-heading" title={contactPage.channelsHeading}>
        <ul className={css.cardGrid}>
          {contactPage.channels.map((channel) => (
            <ContentCard as="li" key={channel.id}>
              <h3 id={`channel-${channel.id}`} className={css.cardTitle}>
                {channel.title}
              </h3>
              <p className={page.channelValue}>
                {channel.external ? (
                  <NewTabLink
                    href={channel.href}
                    hint={contactPage.newTabHint}
                    aria-label={`${channel.linkLabel} ${contactPage.newTabHint}`}
                  >
                    {channel.value}
                  </NewTabLink>
                ) : (
                  <a className={css.link} href={channel.href} aria-label={channel.linkLabel}>
                    {channel.value}
                  </a>
                )}
              </p>
              <p className={css.muted}>{channel.hours}</p>
              {channel.note ? <p className={css.muted}>{channel.note}</p> : null}
            </ContentCard>
          ))}
        </ul>
      </CompanySection>

      {/* Below the fold on a phone; the form's fields open nothing past its edge. */}
      <div className={cx(css.band, pageCss.offscreen)}>
        <PageBlock as="section" aria-labelledby="support-heading">
          <SupportForm headingId="support-heading" />
        </PageBlock>
      </div>

      <CompanySection offscreen titleId="office-heading" title={contactPage.office.title}>
        <address className={page.address}>
          {contactPage.office.lines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </CompanySection>
    </>
  );
}
