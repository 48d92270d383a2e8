import { LineIcon } from '../../components/LineIcon.tsx';
import { CompanySection } from '../../components/page/CompanySection.tsx';
import { ContentCard } from '../../components/page/ContentCard.tsx';
import * as css from '../../components/page/company.css.ts';
import { PageBanner } from '../../components/page/PageBanner.tsx';
import { type Benefit, careersPage } from '../../content/careers.ts';
import { pages } from '../../content/pages.ts';
import { CareerForm } from '../../flows/career/CareerForm.tsx';
import * as page from './Career.css.ts';

const iconPaths: Record<Benefit['id'], string> = {
  health: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  flexibility: 'M12 7v5l3 3M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  'time-off': 'M4 20h16M6 20l6-14 6 14M9 13h6',
  office: 'M4 20V6l8-3 8 3v14M9 20v-5h6v5M8 9h.01M12 9h.01M16 9h.01',
  development: 'M4 19l5-5 4 4 7-8M15 10h5v5',
};

function BenefitIcon({ id }: { id: Benefit['id'] }) {
  return <LineIcon className={page.benefitIcon} path={iconPaths[id]} />;
}

/** Title, description and canonical of the page (head tags). */
export const meta = pages.career;

/** /career: culture, benefits and the profile form with a resume upload. */
export default function Career() {
  return (
    <>
      <PageBanner heading={careersPage.heading} text={careersPage.intro} />

      <CompanySection titleId="culture-heading" title={careersPage.cultureHeading}>
        <div className={css.prose}>
          {careersPage.culture.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </CompanySection>

      <CompanySection band titleId="benefits-heading" title={careersPage.benefitsHeading}>
        <ul className={page.benefits}>
          {careersPage.benefits.map((benefit) => (
            <ContentCard as="li" key={benefit.id}>
              <BenefitIcon id={benefit.id} />
              <h3 className={css.cardTitle}>{benefit.title}</h3>
              <p className={css.muted}>{benefit.text}</p>
            </ContentCard>
          ))}
        </ul>
      </CompanySection>

      <CareerForm />
    </>
  );
}
