import { Inline, PersonCardDialog } from '@company/ui';
import { DecorativeImage } from '../../components/DecorativeImage.tsx';
import { CompanySection } from '../../components/page/CompanySection.tsx';
import { ContentCard } from '../../components/page/ContentCard.tsx';
import * as css from '../../components/page/company.css.ts';
import { PageBlock } from '../../components/page/PageSection.tsx';
import { aboutPage } from '../../content/about.ts';
import { personCardDialogLabels } from '../../content/component-labels.ts';
import { investors } from '../../content/investors.ts';
import { pages } from '../../content/pages.ts';
import { boardOfDirectors, leaders, type Person } from '../../content/people.ts';
import { sectionTargets } from '../../content/sections.ts';
import * as page from './AboutUs.css.ts';

// The ids the frame's scroll manager looks for when a navigation state names a section.
const ids = {
  about: sectionTargets['About RideOn'].id,
  board: sectionTargets['Board of Directors'].id,
  leadership: sectionTargets.Leadership.id,
  investors: sectionTargets.Investors.id,
};

/** The board or the leaders: a heading, a lead and a row of person cards that open in a dialog. */
function PeopleSection({
  band,
  id,
  titleId,
  copy,
  people,
  itemClassName,
}: {
  band?: boolean;
  id: string;
  titleId: string;
  copy: { heading: string; intro: string };
  people: readonly Person[];
  itemClassName: string;
}) {
  return (
    <CompanySection band={band} id={id} titleId={titleId} title={copy.heading}>
      <p className={css.lead}>{copy.intro}</p>
      <Inline as="ul" gap="xl" justify="center" align="stretch">
        {people.map((person) => (
          <li key={person.id} className={itemClassName}>
            <PersonCardDialog
              person={person}
              className={page.personCard}
              labels={personCardDialogLabels}
            />
          </li>
        ))}
      </Inline>
    </CompanySection>
  );
}

/** The board (on a band), then the leaders. */
const peopleSections = [
  {
    band: true,
    id: ids.board,
    titleId: 'board-heading',
    copy: aboutPage.board,
    people: boardOfDirectors,
    itemClassName: page.boardItem,
  },
  {
    id: ids.leadership,
    titleId: 'leadership-heading',
    copy: aboutPage.leadership,
    people: leaders,
    itemClassName: page.leaderItem,
  },
];

/** Title, description and canonical of the page (head tags). */
export const meta = pages.aboutUs;

/** /aboutus: the company, its board, leaders and investors. */
export default function AboutUs() {
  return (
    <>
      <PageBlock as="section" id={ids.about} aria-labelledby="about-heading">
        <h1 id="about-heading" className={css.pageTitle}>
          {aboutPage.heading}
        </h1>
        <p className={css.lead}>{aboutPage.intro}</p>
        <div className={css.prose}>
          {aboutPage.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Inline as="dl" gap="xl" align="stretch" className={page.highlights}>
          {aboutPage.highlights.map((h) => (
            <div key={h.label} className={page.highlight}>
              <dt className={page.highlightLabel}>{h.label}</dt>
              <dd className={page.highlightValue}>{h.value}</dd>
            </div>
          ))}
        </Inline>
      </PageBlock>

      {peopleSections.map((section) => (
        <PeopleSection key={section.id} {...section} />
      ))}

      <CompanySection
        band
        id={ids.investors}
        titleId="investors-heading"
        title={aboutPage.investors.heading}
      >
        <p className={css.lead}>{aboutPage.investors.intro}</p>
        <ul className={page.investorList}>
          {investors.map((investor) => (
            <ContentCard as="li" key={investor.id}>
              <DecorativeImage className={page.investorLogo} image={investor.logo} />
              <h3 className={css.cardTitle}>{investor.name}</h3>
              {investor.blurb.map((paragraph) => (
                <p key={paragraph} className={css.muted}>
                  {paragraph}
                </p>
              ))}
            </ContentCard>
          ))}
        </ul>
      </CompanySection>
    </>
  );
}
