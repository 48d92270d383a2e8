import { Stack } from '@company/ui';
import * as css from '../../components/page/company.css.ts';
import { NewTabLink } from '../../components/page/NewTabLink.tsx';
import { PageBanner } from '../../components/page/PageBanner.tsx';
import { PageBlock } from '../../components/page/PageSection.tsx';
import type { PolicyEntry } from '../../content/governance.ts';
import { governancePage, liquidityDisclosures, policyGroups } from '../../content/governance.ts';
import { documentsBaseUrl } from '../../content/navigation.ts';
import { pages } from '../../content/pages.ts';
import * as page from './CorporateGovernance.css.ts';

const documentUrl = (file: string) => `${documentsBaseUrl}${file}`;

function Entry({ entry }: { entry: PolicyEntry }) {
  const headingId = `policy-${entry.id}`;
  return (
    <li className={page.entry}>
      <h3 id={headingId} className={page.entryTitle}>
        {entry.title}
      </h3>
      <p className={page.entryText}>{entry.description}</p>
      {entry.document ? (
        <NewTabLink
          href={documentUrl(entry.document.file)}
          hint={governancePage.newTabHint}
          context={`: ${entry.title}`}
          className={page.more}
        >
          {governancePage.moreLabel}
        </NewTabLink>
      ) : null}
      {entry.languageVersions ? (
        <div className={page.languages}>
          <span id={`${headingId}-languages`}>{governancePage.otherLanguagesLabel}: </span>
          <ul className={page.languageList} aria-labelledby={`${headingId}-languages`}>
            {entry.languageVersions.map((version) => (
              <li key={version.code}>
                <NewTabLink
                  href={documentUrl(version.file)}
                  hrefLang={version.code}
                  hint={governancePage.newTabHint}
                  context={governancePage.languageVersionContext(entry.title)}
                  className={page.languageLink}
                >
                  {version.language}
                </NewTabLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** Title, description and canonical of the page (head tags). */
export const meta = pages.corporateGovernance;

/** /corporate-governance: every policy and disclosure as a PDF. */
export default function CorporateGovernance() {
  const { liquidity } = governancePage;
  return (
    <>
      <PageBanner heading={governancePage.heading} text={governancePage.intro} />
      <PageBlock>
        <Stack gap="2xl">
          {policyGroups.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
              <h2 id={`${group.id}-heading`} className={css.sectionTitle}>
                {group.heading}
              </h2>
              {group.intro ? <p className={css.lead}>{group.intro}</p> : null}
              <ul className={page.entries}>
                {group.entries.map((entry) => (
                  <Entry key={entry.id} entry={entry} />
                ))}
              </ul>
            </section>
          ))}
          <section id={liquidity.id} aria-labelledby={`${liquidity.id}-heading`}>
            <h2 id={`${liquidity.id}-heading`} className={css.sectionTitle}>
              {liquidity.heading}
            </h2>
            <p className={css.lead}>{liquidity.intro}</p>
            <ul className={page.quarters}>
              {liquidityDisclosures.map((disclosure) => (
                <li key={disclosure.id} className={page.quarter}>
                  <span>
                    {liquidity.itemPrefix} {disclosure.label}
                  </span>
                  <NewTabLink
                    href={documentUrl(disclosure.file)}
                    hint={governancePage.newTabHint}
                    context={`: ${disclosure.title}`}
                    className={page.more}
                  >
                    {governancePage.moreLabel}
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </section>
        </Stack>
      </PageBlock>
    </>
  );
}
