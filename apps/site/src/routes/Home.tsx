import * as css from '../components/page.css.ts';
import { company } from '../content/company.ts';
import { pages } from '../content/pages.ts';

export const meta = pages.home;

/** The home page (§2.4). */
export default function Home() {
  return (
    <div className={css.section}>
      <h1 className={css.pageTitle}>{company.tagline}</h1>
      <section id="our-products" aria-labelledby="products-heading">
        <h2 id="products-heading" className={css.sectionTitle}>
          PRODUCTS
        </h2>
      </section>
      <section id="testimonials" aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading" className={css.sectionTitle}>
          Testimonials
        </h2>
      </section>
      <section id="faqs" aria-labelledby="faqs-heading">
        <h2 id="faqs-heading" className={css.sectionTitle}>
          FAQs
        </h2>
      </section>
    </div>
  );
}
