import { offerProductTerms } from '@company/forms/contracts';
import { formatPercent, formatRupees, keyFacts } from '@company/ui';
import { describe, expect, it } from 'vitest';
import { homeTileExamples } from '../../scripts/loan-examples-at-build.ts';
import { exampleSentence, loanExamples } from './loan-examples.ts';
import { homeTileSlugs } from './product-index.ts';
import { products } from './products.ts';

const tools = { keyFacts, formatRupees, formatPercent };

describe('representative loan examples', () => {
  it('every loan product has one, within its own rate range and tenure; the rental has none', () => {
    for (const product of Object.values(products)) {
      const example = loanExamples[product.slug];
      if (product.slug === 'ev-rental') {
        expect(example).toBeUndefined();
        continue;
      }
      expect(example, product.slug).toBeDefined();
      if (!example) continue;
      expect(example.ratePercent, product.slug).toBe(product.facts.rate.min);
      expect(example.tenureMonths, product.slug).toBeLessThanOrEqual(product.facts.maxTenureMonths);
    }
  });

  it('states fee, GST, EMI and an APR above the rate, computed by keyFacts', () => {
    expect(
      exampleSentence(
        {
          amount: 100_000,
          tenureMonths: 36,
          ratePercent: 23,
          processingFeePercent: 1,
          gstPercent: 18,
        },
        tools,
      ),
    ).toBe(
      'Example: ₹1,00,000 over 36 months at 23.00% a year, processing fee ₹1,000 + ₹180 GST: EMI ₹3,871, APR 23.88%.',
    );
  });

  it('the home tiles’ sentences, computed at build, are the product pages’ sentences', () => {
    const atBuild = homeTileExamples();
    for (const slug of homeTileSlugs) {
      const example = loanExamples[slug];
      expect(atBuild[slug]).toBe(example && exampleSentence(example, tools));
    }
    expect(__HOME_TILE_EXAMPLES__).toEqual(atBuild);
  });

  it("the pre-qualified offer's standard terms (its Key Facts Statement) are the new-bike example's", () => {
    expect(loanExamples['new-bike']).toMatchObject({
      tenureMonths: offerProductTerms.tenureMonths,
      ratePercent: offerProductTerms.annualRatePercent,
      processingFeePercent: offerProductTerms.processingFeePercent,
      gstPercent: offerProductTerms.gstPercent,
    });
  });
});
