import * as page from '../../../components/page/page.css.ts';
import { faqs } from '../../../content/home-more.ts';
import * as css from './home.css.ts';

/** FAQs as native disclosures (keyboard and screen-reader support built in). Deferred. */
export default function Faqs() {
  return (
    <section className={page.section} aria-labelledby="faqs-heading">
      <h2 id="faqs-heading" className={page.sectionTitle}>
        {faqs.heading}
      </h2>
      <div className={css.faqList}>
        {faqs.items.map((f) => (
          <details key={f.question} className={css.faq}>
            <summary className={css.faqQuestion}>{f.question}</summary>
            <p className={css.faqAnswer}>{f.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
