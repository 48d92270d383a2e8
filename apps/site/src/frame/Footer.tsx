import { Container, visuallyHidden } from '@company/ui';
import { legalIntent, useLegal } from '../components/legal/LegalProvider.tsx';
import { company } from '../content/company.ts';
import { documentsBaseUrl, footerDocuments, footerGroups } from '../content/footer.ts';
import { rbiPortals } from '../content/rbi-portals.ts';
import * as css from './Footer.css.ts';
import { Icon } from './Icon.tsx';
import { SectionLink } from './SectionLink.tsx';

/** The site footer: link groups, policies, documents, registrations, social links. */
export default function Footer() {
  const { openLegal } = useLegal();
  return (
    <footer className={css.footer}>
      <Container className={css.footerGrid}>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={`Footer: ${group.title}`}>
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
            Documents and policies
          </h2>
          <ul className={css.footerList}>
            <li>
              <button
                type="button"
                className={css.footerLink}
                onClick={() => openLegal('privacy')}
                {...legalIntent}
              >
                Privacy Policy
              </button>
            </li>
            <li>
              <button
                type="button"
                className={css.footerLink}
                onClick={() => openLegal('terms')}
                {...legalIntent}
              >
                Terms &amp; Condition
              </button>
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
                  <span className={visuallyHidden}>, opens in a new tab</span>)
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label="Footer: Reserve Bank of India">
          <h2 className={css.footerHeading}>Reserve Bank of India</h2>
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
                  <span className={visuallyHidden}>, opens in a new tab</span>
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
        <ul className={css.socialList} aria-label="Follow us">
          {company.social.map((s) => (
            <li key={s.name}>
              <a
                className={css.socialLink}
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${s.name} (opens in a new tab)`}
              >
                <Icon name={s.name} />
              </a>
            </li>
          ))}
        </ul>
        <p className={css.footerFacts}>
          <span>{company.legalName}</span>
          <span>CIN: {company.cin}</span>
          <span>RBI Certificate of Registration No.: {company.rbiRegistration}</span>
          <span>
            IRDAI Corporate Agent Registration No.: {company.insuranceRegistration.number}, valid
            until {company.insuranceRegistration.validUntil}
          </span>
        </p>
        <p className={css.footerFacts}>
          Registered office: {company.registeredOffice.street}, {company.registeredOffice.locality},{' '}
          {company.registeredOffice.city}, {company.registeredOffice.region}{' '}
          {company.registeredOffice.postalCode}
        </p>
        <p className={css.footerFacts}>
          © {company.copyrightYear} {company.legalName}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
