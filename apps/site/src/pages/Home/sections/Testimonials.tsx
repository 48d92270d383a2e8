import { PageSection } from '../../../components/page/PageSection.tsx';
import * as page from '../../../components/page/page.css.ts';
import { testimonials } from '../../../content/home-more.ts';
import * as css from './home.css.ts';

/** Testimonials (the target of /testimonial). Deferred. */
export default function Testimonials() {
  return (
    <PageSection titleId="testimonials-heading" title={testimonials.heading} className={page.alt}>
      <ul className={css.cards}>
        {testimonials.items.map((t) => (
          <li key={t.name} className={css.card}>
            <figure style={{ margin: 0 }}>
              <blockquote className={css.quote}>“{t.quote}”</blockquote>
              <figcaption className={css.cite}>
                {t.name}, {t.place} — {t.product}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
