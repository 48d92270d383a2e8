import { Container, visuallyHidden } from '@company/ui';
import { LegalButton } from '../components/legal/LegalProvider.tsx';
import { company } from '../content/company.ts';
import { companyRecord } from '../content/company-record.ts';
import { documentsBaseUrl, footerDocuments, footerGroups } from '../content/footer.ts';
import { footerCopy } from '../content/frame-footer.ts';
import { rbiPortals } from '../content/rbi-portals.ts';
import * as css from './Footer.css.ts';
import { Icon } from './Icon.tsx';
import { SectionLink } from './SectionLink.tsx';

/** The site footer: link groups, policies, documents, registrations, social links. */
export default function Footer() {
  const copy = footerCopy;
  return (
    <footer className={css.footer}>
      <Container className={css.footerGrid}>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={copy.group(group.title)}>
            <h2 className={css.footerHeading}>{group.title}</h2>
            <ul className={css.footerList}>
              {group.links.map((link) => (
                <li key={link.label}>
                  <SectionLink link={link} className={css.footerLink} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-documents">
          <h2 id="footer-documents" className={css.footerHeading}>
            {copy.documentsAndPolicies}
          </h2>
          <ul className={css.footerList}>
            <li>
              <LegalButton kind="privacy" className={css.footerLink}>
                {copy.privacyPolicy}
              </LegalButton>
            </li>
            <li>
              <LegalButton kind="terms" className={css.footerLink}>
                {copy.terms}
              </LegalButton>
            </li>
            {footerDocuments.map((doc) => (
              <li key={doc.file}>
                <a
                  className={css.footerLink}
                  href={`${documentsBaseUrl}${doc.file}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {doc.label} ({doc.kind}
                  <span className={visuallyHidden}>{copy.opensInNewTab}</span>)
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label={copy.group(copy.reserveBank)}>
          <h2 className={css.footerHeading}>{copy.reserveBank}</h2>
          <ul className={css.footerList}>
            {[rbiPortals.cms, rbiPortals.sachet].map((portal) => (
              <li key={portal.href}>
                <a
                  className={css.footerLink}
                  href={portal.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {portal.label}
                  <span className={visuallyHidden}>{copy.opensInNewTab}</span>
                </a>
              </li>
            ))}
            <li>
              {rbiPortals.cms.helplineLabel}:{' '}
              <a className={css.footerLink} href={rbiPortals.cms.helplineHref}>
                {rbiPortals.cms.helpline}
              </a>
            </li>
          </ul>
        </nav>
      </Container>
      <Container className={css.footerLegal}>
        <ul className={css.socialList} aria-label={copy.followUs}>
          {companyRecord.social.map((s) => (
            <li key={s.name}>
              <a
                className={css.socialLink}
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={copy.social(s.name)}
              >
                <Icon name={s.name} />
              </a>
            </li>
          ))}
        </ul>
        <p className={css.footerFacts}>
          <span>{company.legalName}</span>
          <span>
            {copy.cin}: {companyRecord.cin}
          </span>
          <span>
            {copy.rbiRegistration}: {companyRecord.rbiRegistration}
          </span>
          <span>
            {copy.insuranceRegistration}: {companyRecord.insuranceRegistration.number},{' '}
            {copy.validUntil(companyRecord.insuranceRegistration.validUntil)}
          </span>
        </p>
        <p className={css.footerFacts}>
          {copy.registeredOffice}: {companyRecord.registeredOffice.street},{' '}
          {companyRecord.registeredOffice.locality}, {companyRecord.registeredOffice.city},{' '}
          {companyRecord.registeredOffice.region} {companyRecord.registeredOffice.postalCode}
        </p>
        <p className={css.footerFacts}>
          © {companyRecord.copyrightYear} {company.legalName}. {copy.allRightsReserved}
        </p>
      </Container>
    </footer>
  );
}
