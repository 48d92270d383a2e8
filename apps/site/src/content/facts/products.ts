import type { ProductSlug } from '../product-index.ts';

/**
 * The figures of every loan product page, which read the same in every language: the rate
 * table's cells, the EMI calculator's form and the structured data's facts. Each language's
 * `products.ts` writes the words around them (`rateCellText`), so a Hindi page carries no
 * English sentence and each rate is written once. Word-free: no language has its own copy.
 */

/** A rate table's cell: a rate from or between two figures, a longest tenure, or an amount. */
export type RateCell =
  | { from: string }
  | { min: string; max: string }
  | { upToMonths: number }
  | { amount: string };

/** Facts for the structured data (schema.org LoanOrCredit). */
export interface LoanFacts {
  /** Annual rate range in per cent; `max` absent for 'from x%'. */
  rate: { min: number; max?: number };
  /** Longest tenure in months. */
  maxTenureMonths: number;
  /** Loan-to-value or finance share, when the page states it. */
  maxFinancePercent?: number;
}

export interface ProductFacts {
  /** One list of cells per row of the rate table, a cell per column after the label. */
  rateRows: readonly (readonly RateCell[])[];
  /** Offer the EMI calculator on the page (open on the generic page, behind a button elsewhere). */
  emiCalculator: 'open' | 'offered' | 'none';
  facts: LoanFacts;
}

export const productFacts: Record<ProductSlug, ProductFacts> = {
  'two-wheeler-loan': {
    rateRows: [[{ from: '23.00%' }, { from: '1.00%' }, { upToMonths: 36 }]],
    emiCalculator: 'open',
    facts: { rate: { min: 23 }, maxTenureMonths: 36 },
  },
  'new-bike': {
    rateRows: [[{ min: '16.00%', max: '35.00%' }, { upToMonths: 48 }]],
    emiCalculator: 'offered',
    facts: { rate: { min: 16, max: 35 }, maxTenureMonths: 48 },
  },
  'pre-owned': {
    rateRows: [[{ min: '20.00%', max: '37.50%' }, { upToMonths: 48 }]],
    emiCalculator: 'offered',
    facts: { rate: { min: 20, max: 37.5 }, maxTenureMonths: 48 },
  },
  'bike-pe-loan': {
    rateRows: [[{ min: '20.00%', max: '40.00%' }, { upToMonths: 48 }]],
    emiCalculator: 'offered',
    facts: { rate: { min: 20, max: 40 }, maxTenureMonths: 48, maxFinancePercent: 65 },
  },
  'peer-to-peer': {
    rateRows: [[{ from: '25.00%' }, { from: '2.00%' }, { upToMonths: 36 }]],
    emiCalculator: 'offered',
    facts: { rate: { min: 25 }, maxTenureMonths: 36 },
  },
  'electric-bike-loan': {
    rateRows: [[{ min: '16.00%', max: '35.00%' }, { upToMonths: 48 }]],
    emiCalculator: 'offered',
    facts: { rate: { min: 16, max: 35 }, maxTenureMonths: 48, maxFinancePercent: 85 },
  },
  'ev-rental': {
    rateRows: [
      [{ amount: '₹1,499' }, { amount: '₹2,000' }, { upToMonths: 24 }],
      [{ amount: '₹1,899' }, { amount: '₹3,000' }, { upToMonths: 24 }],
    ],
    emiCalculator: 'none',
    facts: { rate: { min: 0 }, maxTenureMonths: 24 },
  },
  'electric-three-wheeler': {
    rateRows: [[{ min: '16.00%', max: '32.50%' }, { upToMonths: 36 }]],
    emiCalculator: 'offered',
    facts: { rate: { min: 16, max: 32.5 }, maxTenureMonths: 36 },
  },
  'electric-auto-loan': {
    rateRows: [[{ min: '16.00%', max: '32.50%' }, { upToMonths: 60 }]],
    emiCalculator: 'offered',
    facts: { rate: { min: 16, max: 32.5 }, maxTenureMonths: 60, maxFinancePercent: 90 },
  },
  'battery-loan': {
    rateRows: [[{ min: '25.00%', max: '37.50%' }, { upToMonths: 36 }]],
    emiCalculator: 'offered',
    facts: { rate: { min: 25, max: 37.5 }, maxTenureMonths: 36, maxFinancePercent: 90 },
  },
  'electric-bike-plan': {
    rateRows: [[{ min: '16.00%', max: '35.00%' }, { upToMonths: 36 }]],
    emiCalculator: 'offered',
    facts: { rate: { min: 16, max: 35 }, maxTenureMonths: 36 },
  },
};
