import { Button, formatRupees, Inline } from '@company/ui';
import { lazy, type Ref, Suspense } from 'react';
import { Outcome } from '../../components/page/Outcome.tsx';
import * as css from '../../components/page/transaction.css.ts';
import { RouteLink } from '../../components/RouteLink.tsx';
import { enquiryPage } from '../../content/enquiry.ts';
import { productIndex } from '../../content/product-index.ts';
import { productTiles } from '../../content/product-tiles.ts';
import { useLead } from '../lead/LeadProvider.tsx';
import type { EnquiryStep } from './journey.ts';

const { offer, regret } = enquiryPage;

/** The Key Facts Statement's tables load with the offer, not with the form (/enquiry's JS budget). */
const KeyFactsCard = lazy(() =>
  import('./KeyFactsCard.tsx').then((m) => ({ default: m.KeyFactsCard })),
);

/**
 * The offer ('Congratulations!', the lead id, the amount, its Key Facts Statement, what happens
 * next) or the regret.
 */
export function EnquiryOutcome({
  step,
  headingRef,
  onAgain,
}: {
  step: Extract<EnquiryStep, { kind: 'offer' | 'regret' }>;
  headingRef: Ref<HTMLHeadingElement>;
  onAgain: () => void;
}) {
  const { openLead } = useLead();
  if (step.kind === 'regret') {
    return (
      <section aria-labelledby="enquiry-outcome">
        <Outcome state="failed" id="enquiry-outcome" headingRef={headingRef}>
          {regret.heading}
        </Outcome>
        <p>{regret.text}</p>
        <Inline>
          <RouteLink to="/contact-us" className={css.buttonLink}>
            {regret.contact}
          </RouteLink>
          <Button tone="secondary" onClick={onAgain}>
            {regret.again}
          </Button>
        </Inline>
      </section>
    );
  }
  const product = productIndex['new-bike'];
  return (
    <section aria-labelledby="enquiry-outcome">
      <Outcome state="success" id="enquiry-outcome" headingRef={headingRef}>
        {offer.heading}
      </Outcome>
      <dl className={css.details}>
        <dt>{offer.leadId}</dt>
        <dd>{step.leadId}</dd>
        <dt>{offer.amount}</dt>
        <dd>{formatRupees(step.amount)}</dd>
      </dl>
      <p className={css.note}>{offer.notSanction}</p>
      {step.keyFacts && (
        <Suspense fallback={<p role="status">{offer.keyFactsLoading}</p>}>
          <KeyFactsCard statement={step.keyFacts} />
        </Suspense>
      )}
      <h3>{offer.next}</h3>
      <ul>
        {offer.nextSteps.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Inline>
        <Button
          onClick={() =>
            openLead({ title: product.title, tileImage: productTiles['new-bike'].tileImage })
          }
        >
          {offer.callBack}
        </Button>
        <Button tone="secondary" onClick={onAgain}>
          {offer.again}
        </Button>
      </Inline>
    </section>
  );
}
