import * as page from '../../../components/page/page.css.ts';
import { whyUs } from '../../../content/home-more.ts';
import * as css from './home.css.ts';

/** Why us, with the share of women at the head office. Deferred. */
export default function WhyUs() {
  return (
    <section className={`${page.section} ${page.alt}`} aria-labelledby="why-us-heading">
      <h2 id="why-us-heading" className={page.sectionTitle}>
        {whyUs.heading}
      </h2>
      <ul className={css.cards}>
        {whyUs.points.map((p) => (
          <li key={p.title} className={css.card}>
            <h3 className={css.cardTitle}>{p.title}</h3>
            <p className={css.cardText}>{p.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
