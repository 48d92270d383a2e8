import { PageSection } from '../../../components/page/PageSection.tsx';
import * as page from '../../../components/page/page.css.ts';
import { whyUs } from '../../../content/home-more.ts';
import * as css from './home.css.ts';

/** Why us, with the share of women at the head office. Deferred. */
export default function WhyUs() {
  return (
    <PageSection titleId="why-us-heading" title={whyUs.heading} className={page.alt}>
      <ul className={css.cards}>
        {whyUs.points.map((p) => (
          <li key={p.title} className={css.card}>
            <h3 className={css.cardTitle}>{p.title}</h3>
            <p className={css.cardText}>{p.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
