import { PageSection } from '../../../components/page/PageSection.tsx';
import { faqs } from '../../../content/home-more.ts';
import * as css from './home.css.ts';

/** FAQs as native disclosures (keyboard and screen-reader support built in). Deferred. */
export default function Faqs() {
  return (
    <PageSection titleId="faqs-heading" title={faqs.heading}>
      <div className={css.faqList}>
        {faqs.items.map((f) => (
          <details key={f.question} className={css.faq}>
            <summary className={css.faqQuestion}>{f.question}</summary>
            <p className={css.faqAnswer}>{f.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
