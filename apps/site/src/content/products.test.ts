import { describe, expect, it } from 'vitest';
import { categoryBarSlugs, homeTileSlugs, productIndex } from './product-index.ts';
import { products } from './products.ts';

describe('product content (§2.6, §9)', () => {
  it('has the spec’s rates', () => {
    const rate = (slug: keyof typeof products) => products[slug].rates.rows[0]?.values.join(' | ');
    expect(rate('two-wheeler-loan')).toBe('from 23.00% | from 1.00% | up to 36 months');
    expect(rate('new-bike')).toBe('16.00% to 35.00% | up to 48 months');
    expect(rate('pre-owned')).toBe('20.00% to 37.50% | up to 48 months');
    expect(rate('bike-pe-loan')).toBe('20.00% to 40.00% | up to 48 months');
    expect(rate('peer-to-peer')).toBe('from 25.00% | from 2.00% | up to 36 months');
    expect(rate('electric-bike-loan')).toBe('16.00% to 35.00% | up to 48 months');
    expect(rate('battery-loan')).toBe('25.00% to 37.50% | up to 36 months');
    expect(rate('electric-auto-loan')).toBe('16.00% to 32.50% | up to 60 months');
  });

  it('gives every page a banner line, documents, a rate table with the risk gradation and disclaimer', () => {
    for (const product of Object.values(products)) {
      expect(product.bannerLead.length, product.slug).toBeGreaterThan(20);
      expect(product.documents.length, product.slug).toBeGreaterThan(0);
      expect(product.rates.columns.length - 1, product.slug).toBe(
        product.rates.rows[0]?.values.length,
      );
      expect(product.rates.riskGradation, product.slug).toMatch(/[Gg]radation of risk|not a loan/);
      expect(product.rates.disclaimer, product.slug).toMatch(/^Disclaimer:/);
      expect(product.meta.description.length, product.slug).toBeLessThanOrEqual(160);
    }
  });

  it('says what each page of §2.6 must say', () => {
    const text = (slug: keyof typeof products) => JSON.stringify(products[slug]);
    expect(text('bike-pe-loan')).toMatch(/65%/);
    expect(text('electric-bike-loan')).toMatch(/85%/);
    expect(text('battery-loan')).toMatch(/90% LTV[\s\S]*lead acid and lithium ion/i);
    expect(text('battery-loan')).toMatch(/PAN card of the applicant/);
    expect(text('electric-bike-plan')).toMatch(
      /Download App[\s\S]*Apply[\s\S]*Select Plan[\s\S]*Go Electric/,
    );
    expect(text('two-wheeler-loan')).toMatch(
      /direct bank debit[\s\S]*online banking[\s\S]*payment wallet/,
    );
    expect(text('new-bike')).toMatch(
      /Low down payment[\s\S]*Affordable EMIs[\s\S]*Flexible tenure/,
    );
    expect(products['two-wheeler-loan'].emiCalculator).toBe('open');
  });

  it('lists the eight category bar products and the seven home tiles in the spec’s order', () => {
    expect(categoryBarSlugs.map((s) => productIndex[s].title)).toEqual([
      'New Two-Wheeler Loan',
      'Used Two-Wheeler Loan',
      'Re-Finance of Vehicles',
      'Peer 2 Peer Loan',
      'Electric Two-Wheeler Loan',
      'EV Rental',
      'Electric Rickshaw Loan',
      'Electric Auto Loan',
    ]);
    expect(homeTileSlugs.map((s) => productIndex[s].title)).toEqual([
      'New Two-Wheeler Loan',
      'Used Two-Wheeler Loan',
      'Re-Finance of Vehicles',
      'Electric Two-Wheeler Loan',
      'EV Rental',
      'Electric Rickshaw Loan',
      'Electric Auto Loan',
    ]);
  });
});
