import * as css from '../../components/page/company.css.ts';
import { NewTabLink } from '../../components/page/NewTabLink.tsx';
import { PageBanner } from '../../components/page/PageBanner.tsx';
import { PageBlock } from '../../components/page/PageSection.tsx';
import { digitalLendingPage as content, partnerWords } from '../../content/digital-lending.ts';
import { pages } from '../../content/pages.ts';
import { rbiPortals } from '../../content/rbi-portals.ts';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.digitalLending;

/** A section of a heading and a plain list. */
function ListSection({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <section>
      <h2>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** /digital-lending: the disclosures RBI's Digital Lending Directions ask a lender's site for. */
export default function DigitalLending() {
  return (
    <>
      <PageBanner heading={content.heading} text={content.banner} />
      <PageBlock>
        <div className={css.prose}>
          <p>{content.intro}</p>
          <ListSection heading={content.productsHeading} items={content.products} />
          <section>
            <h2>{content.partnersHeading}</h2>
            {content.partners.map((partner) => (
              <section key={partner.name} data-testid="lending-partner">
                <h3>{partner.name}</h3>
                <dl>
                  <dt>{partnerWords.labels.category}</dt>
                  <dd>{partnerWords.kinds[partner.kind]}</dd>
                  <dt>{partnerWords.labels.whatItDoes}</dt>
                  <dd>{partner.whatItDoes}</dd>
                  <dt>{partnerWords.labels.grievanceOfficer}</dt>
                  <dd>{partner.grievanceOfficer}</dd>
                </dl>
              </section>
            ))}
            <p>{content.partnersNote}</p>
          </section>
          <section>
            <h2>{content.coolingOffHeading}</h2>
            <p>{content.coolingOff}</p>
          </section>
          <ListSection heading={content.genuineHeading} items={content.genuine} />
          <section>
            <h2>{content.complaintsHeading}</h2>
            <p>{content.complaints}</p>
            <ul>
              <li>
                <NewTabLink href={rbiPortals.cms.href} hint={rbiPortals.newTabHint}>
                  {rbiPortals.cms.label}
                </NewTabLink>
              </li>
              <li>
                {rbiPortals.cms.helplineLabel}:{' '}
                <a href={rbiPortals.cms.helplineHref}>{rbiPortals.cms.helpline}</a>
              </li>
              <li>
                <NewTabLink href={rbiPortals.sachet.href} hint={rbiPortals.newTabHint}>
                  {rbiPortals.sachet.label}
                </NewTabLink>
              </li>
            </ul>
          </section>
        </div>
      </PageBlock>
    </>
  );
}
