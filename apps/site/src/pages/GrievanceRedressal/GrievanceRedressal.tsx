import { Stack, visuallyHidden } from '@company/ui';
import type { ReactNode } from 'react';
import { CompanySection } from '../../components/page/CompanySection.tsx';
import { ContentCard } from '../../components/page/ContentCard.tsx';
import * as css from '../../components/page/company.css.ts';
import { NewTabLink } from '../../components/page/NewTabLink.tsx';
import { PageBanner } from '../../components/page/PageBanner.tsx';
import { PageBlock } from '../../components/page/PageSection.tsx';
import { grievancePage } from '../../content/grievance.ts';
import { documentsBaseUrl } from '../../content/navigation.ts';
import { pages } from '../../content/pages.ts';
import { rbiPortals } from '../../content/rbi-portals.ts';
import * as page from './GrievanceRedressal.css.ts';

/** An ombudsman's card: its heading, what it handles, and the ways to reach it as a list. */
function OmbudsmanCard({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <ContentCard as="section" aria-labelledby={id}>
      <h3 id={id} className={css.cardTitle}>
        {heading}
      </h3>
      <p>{text}</p>
      <Stack as="ul" gap="sm" className={css.plainList}>
        {children}
      </Stack>
    </ContentCard>
  );
}

/** Title, description and canonical of the page (head tags). */
export const meta = pages.grievance;

/** /grievance-redressal: how to complain, escalate, and reach the ombudsman. */
export default function GrievanceRedressal() {
  const { customerCare, ombudsman } = grievancePage;
  return (
    <>
      <PageBanner heading={grievancePage.heading} text={grievancePage.banner} />

      <PageBlock as="section" aria-labelledby="tiers-heading">
        <div className={css.prose}>
          {grievancePage.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <h2 id="tiers-heading" className={css.sectionTitle}>
          {grievancePage.tiersHeading}
        </h2>
        <ol className={page.tiers}>
          {grievancePage.tiers.map((tier) => (
            <ContentCard as="li" key={tier.level}>
              <span className={page.tierLevel} aria-hidden="true">
                {tier.level}
              </span>
              <h3 className={css.cardTitle}>
                <span className={visuallyHidden}>{grievancePage.tierLevel(tier.level)}</span>
                {tier.title}
              </h3>
              <p className={css.muted}>{tier.how}</p>
              <p>
                {grievancePage.replyWithin.before}
                <strong>{tier.replyWithin}</strong>
                {grievancePage.replyWithin.after}
              </p>
            </ContentCard>
          ))}
        </ol>
      </PageBlock>

      <CompanySection band titleId="care-heading" title={customerCare.heading}>
        <dl className={page.facts}>
          <dt className={page.factTerm}>{customerCare.terms.emailTerm}</dt>
          <dd className={page.factValue}>
            <a className={css.link} href={customerCare.emailHref}>
              {customerCare.email}
            </a>
          </dd>
          <dt className={page.factTerm}>{customerCare.terms.phoneTerm}</dt>
          <dd className={page.factValue}>
            <a className={css.link} href={customerCare.phoneHref}>
              {customerCare.phone}
            </a>{' '}
            <span className={css.muted}>({customerCare.callCharges})</span>
          </dd>
          <dt className={page.factTerm}>{customerCare.terms.hoursTerm}</dt>
          <dd className={page.factValue}>{customerCare.hours}</dd>
        </dl>
      </CompanySection>

      <CompanySection titleId="officers-heading" title={grievancePage.officersHeading}>
        <p className={css.lead}>{grievancePage.officersIntro}</p>
        <ul className={page.officers}>
          {grievancePage.officers.map((officer) => (
            <ContentCard as="li" key={officer.role}>
              <h3 className={css.cardTitle}>{officer.role}</h3>
              <p>{officer.name}</p>
              <p>
                <a className={css.link} href={`mailto:${officer.email}`}>
                  {officer.email}
                </a>
              </p>
              <p>
                <a className={css.link} href={`tel:${officer.phone.replace(/-/g, '')}`}>
                  {officer.phone}
                </a>
              </p>
            </ContentCard>
          ))}
        </ul>
        <ul className={page.matrices}>
          {grievancePage.matrices.map((matrix) => (
            <li key={matrix.id}>
              <NewTabLink
                href={`${documentsBaseUrl}${matrix.file}`}
                hint={grievancePage.newTabHint}
              >
                {matrix.label}
              </NewTabLink>
            </li>
          ))}
        </ul>
      </CompanySection>

      <CompanySection band titleId="ombudsman-heading" title={ombudsman.heading}>
        <p className={css.lead}>{ombudsman.intro}</p>
        <div className={page.ombudsman}>
          <OmbudsmanCard
            id="rbi-heading"
            heading={ombudsman.loans.heading}
            text={ombudsman.loans.text}
          >
            <li>
              <NewTabLink href={ombudsman.loans.portalHref} hint={ombudsman.newTabHint}>
                {ombudsman.loans.portalLabel}
              </NewTabLink>
            </li>
            <li>
              {ombudsman.loans.helplineLabel}:{' '}
              <a className={css.link} href={ombudsman.loans.helplineHref}>
                {ombudsman.loans.helpline}
              </a>
            </li>
            <li>
              <NewTabLink href={rbiPortals.sachet.href} hint={ombudsman.newTabHint}>
                {rbiPortals.sachet.label}
              </NewTabLink>
            </li>
          </OmbudsmanCard>
          <OmbudsmanCard
            id="insurance-heading"
            heading={ombudsman.insurance.heading}
            text={ombudsman.insurance.text}
          >
            {ombudsman.insurance.links.map((l) => (
              <li key={l.href}>
                <NewTabLink href={l.href} hint={ombudsman.newTabHint}>
                  {l.label}
                </NewTabLink>
              </li>
            ))}
          </OmbudsmanCard>
        </div>
      </CompanySection>
    </>
  );
}
