import {
  Button,
  EmiCalculator,
  formatPercent,
  formatRupees,
  Inline,
  keyFacts,
  RateTable,
} from '@company/ui';
import { useState } from 'react';
import { Picture } from '../../components/Picture.tsx';
import { CardsSection } from '../../components/page/CardsSection.tsx';
import { PageBlock, PageSection } from '../../components/page/PageSection.tsx';
import * as page from '../../components/page/page.css.ts';
import { emiCalculatorLabels } from '../../content/component-labels.ts';
import { aprMeaning, exampleSentence, loanExamples } from '../../content/loan-examples.ts';
import { type Product, productPageText as text } from '../../content/products.ts';
import { prefetchLeadDialog, useLead } from '../../flows/lead/LeadProvider.tsx';
import * as css from './ProductPage.css.ts';

/** Features, benefits and how to apply: cards of a title and a text. */
const cards = { list: css.grid, card: css.card, title: css.cardTitle, text: css.cardText };

/** The calculator behind a disclosure: rendered (and hydrated) only once the visitor opens it. */
function OfferedCalculator() {
  const [open, setOpen] = useState(false);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={css.summary}>{text.calculateEmi}</summary>
      {open && <EmiCalculator headingLevel={3} withFee labels={emiCalculatorLabels} />}
    </details>
  );
}

/**
 * One product page, driven by its content entry: banner with Apply Now, the page's lists,
 * the EMI calculator (open on the generic page, offered on the others), documents and the rate
 * table with its gradation-of-risk text and disclaimer.
 */
export function ProductPage({ product }: { product: Product }) {
  const example = loanExamples[product.slug];
  const { openLead } = useLead();
  const apply = (
    <Button
      onClick={() => openLead(product)}
      onPointerEnter={prefetchLeadDialog}
      onFocus={prefetchLeadDialog}
      onTouchStart={prefetchLeadDialog}
      size="lg"
    >
      {text.apply}
    </Button>
  );
  return (
    <>
      <section className={css.banner} aria-labelledby="product-title">
        <PageBlock className={css.bannerInner}>
          <div>
            <h1 id="product-title" className={page.pageTitle}>
              {product.title}
            </h1>
            <p className={page.lead}>{product.bannerLead}</p>
            {apply}
          </div>
          <Picture
            spec={product.tileImage}
            sizes="(min-width: 1280px) 560px, (min-width: 768px) 45vw, 100vw"
            className={css.bannerImage}
            eager
          />
        </PageBlock>
      </section>

      <PageBlock>
        <div className={css.intro}>
          {product.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </PageBlock>

      {/* From the benefits on, below the fold on a phone: style, layout and fonts wait for the
          screen. The EMI calculator is left as it is: interactive, measured as it renders. */}
      {(['features', 'benefits'] as const).map((name, index) => {
        const block = product[name];
        return (
          block && (
            <CardsSection
              key={name}
              // An id of its own, not the heading's words (a translation's may hold spaces).
              titleId={`${name}-h`}
              title={block.title}
              items={block.items}
              classes={cards}
              className={index > 0 ? page.offscreen : undefined}
            />
          )
        );
      })}

      {product.howItWorks && (
        <PageSection
          titleId="how-it-works"
          title={product.howItWorks.title}
          className={page.offscreen}
        >
          <ol className={css.steps}>
            {product.howItWorks.steps.map((step, index) => (
              <li key={step.title} className={css.card}>
                <span className={css.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={css.cardTitle}>{step.title}</h3>
                <p className={css.cardText}>{step.text}</p>
              </li>
            ))}
          </ol>
          <Inline className={css.actions}>{apply}</Inline>
        </PageSection>
      )}

      {product.eligibility && (
        <PageSection
          titleId="eligibility"
          title={product.eligibility.title}
          className={page.offscreen}
        >
          <ul className={css.checklist}>
            {product.eligibility.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </PageSection>
      )}

      {product.emiCalculator !== 'none' && (
        <PageBlock as="section" aria-label={text.calculatorRegion}>
          {product.emiCalculator === 'open' ? (
            <>
              <EmiCalculator withFee labels={emiCalculatorLabels} />
              <Inline className={css.actions}>{apply}</Inline>
            </>
          ) : (
            <OfferedCalculator />
          )}
        </PageBlock>
      )}

      {product.howToApply && (
        <CardsSection
          titleId="how-to-apply"
          title={product.howToApply.title}
          className={page.offscreen}
          items={product.howToApply.items}
          classes={cards}
        />
      )}

      <PageSection
        titleId="documents"
        className={page.offscreen}
        title={product.documentsTitle ?? text.documentsTitle}
      >
        <div className={css.docGroups}>
          {product.documents.map((group) => (
            <div key={group.title}>
              <h3 className={css.groupTitle}>{group.title}</h3>
              <ul className={css.checklist}>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              {group.note && <p className={css.note}>{group.note}</p>}
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection titleId="rates" title={text.ratesTitle} className={page.offscreen}>
        <RateTable
          caption={product.rates.caption}
          columns={[
            { header: product.rates.columns[0], align: 'start' },
            ...product.rates.columns.slice(1).map((header) => ({ header })),
          ]}
          rows={product.rates.rows.map((row) => ({ label: row.label, values: row.values }))}
          footnote={
            <>
              {example && (
                <p data-testid="rate-example">
                  {exampleSentence(example, { keyFacts, formatRupees, formatPercent })} {aprMeaning}
                </p>
              )}
              <p>{product.rates.riskGradation}</p>
            </>
          }
          disclaimer={<p>{product.rates.disclaimer}</p>}
        />
        <Inline className={css.actions}>{apply}</Inline>
      </PageSection>
    </>
  );
}
