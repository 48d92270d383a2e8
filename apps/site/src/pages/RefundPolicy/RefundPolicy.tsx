import * as css from '../../components/page/company.css.ts';
import { PageBanner } from '../../components/page/PageBanner.tsx';
import { PageBlock } from '../../components/page/PageSection.tsx';
import { pages } from '../../content/pages.ts';
import { refundPolicy } from '../../content/refund-policy.ts';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.refundPolicy;

/** /refund-policy: when a Quick Pay payment can be cancelled or refunded. */
export default function RefundPolicy() {
  return (
    <>
      <PageBanner heading={refundPolicy.title} text={`Last updated ${refundPolicy.updated}`} />
      <PageBlock>
        <div className={css.prose}>
          <p>{refundPolicy.intro}</p>
          {refundPolicy.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </PageBlock>
    </>
  );
}
