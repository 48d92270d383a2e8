import type { formatPercent, formatRupees, keyFacts } from '@company/ui';
import type { ProductSlug } from './product-index.ts';

/**
 * A representative example per loan product, so every rate the site shows comes with its APR
 * (RBI's Key Facts Statement circular). The rate is the lowest of the product's range; the
 * processing fee is the one its rate table states, else the Schedule of Charges' ceiling (3 %),
 * so the APR shown is not flattered. EMI and APR are computed with `keyFacts`, never typed: at
 * render on the product pages, at build for the home tiles (scripts/loan-examples-at-build.ts),
 * whose page has no room in its script budget for the APR arithmetic.
 */
export interface LoanExample {
  amount: number;
  tenureMonths: number;
  ratePercent: number;
  processingFeePercent: number;
  gstPercent: number;
}

const example = (
  amount: number,
  tenureMonths: number,
  ratePercent: number,
  processingFeePercent: number,
): LoanExample => ({ amount, tenureMonths, ratePercent, processingFeePercent, gstPercent: 18 });

/** EV Rental has none: a rental charges rent, not interest, so it has no APR. */
export const loanExamples: Partial<Record<ProductSlug, LoanExample>> = {
  'two-wheeler-loan': example(100_000, 36, 23, 1),
  'new-bike': example(100_000, 36, 16, 3),
  'pre-owned': example(60_000, 24, 20, 3),
  'bike-pe-loan': example(50_000, 24, 20, 3),
  'peer-to-peer': example(60_000, 24, 25, 2),
  'electric-bike-loan': example(100_000, 36, 16, 3),
  'electric-three-wheeler': example(150_000, 36, 16, 3),
  'electric-auto-loan': example(250_000, 48, 16, 3),
  'battery-loan': example(50_000, 24, 25, 3),
  'electric-bike-plan': example(100_000, 36, 16, 3),
};

/** `@company/ui`'s functions, handed in so the build can run this module without the package's styles. */
export interface ExampleTools {
  keyFacts: typeof keyFacts;
  formatRupees: typeof formatRupees;
  formatPercent: typeof formatPercent;
}

/** The example's figures, computed and formatted: what the sentence says in any language. */
export function exampleFigures(loan: LoanExample, tools: ExampleTools) {
  const { keyFacts, formatRupees, formatPercent } = tools;
  const facts = keyFacts({
    principal: loan.amount,
    annualRatePercent: loan.ratePercent,
    tenureMonths: loan.tenureMonths,
    charges: [
      {
        label: 'Processing fee',
        percentOfPrincipal: loan.processingFeePercent,
        gstPercent: loan.gstPercent,
        payableTo: 'company',
      },
    ],
  });
  const fee = facts.charges[0];
  const gst = fee?.gst ?? 0;
  return {
    amount: formatRupees(loan.amount),
    months: loan.tenureMonths,
    rate: formatPercent(loan.ratePercent),
    fee: formatRupees(fee?.amount ?? 0),
    gst: formatRupees(gst, { fractionDigits: Number.isInteger(gst) ? 0 : 2 }),
    emi: formatRupees(facts.emi),
    apr: formatPercent(facts.apr),
  };
}

/** One sentence: amount, tenure, rate, the processing fee and its GST, then EMI and APR. */
export function exampleSentence(loan: LoanExample, tools: ExampleTools): string {
  const f = exampleFigures(loan, tools);
  return `Example: ${f.amount} over ${f.months} months at ${f.rate} a year, processing fee ${f.fee} + ${f.gst} GST: EMI ${f.emi}, APR ${f.apr}.`;
}

/** What APR means, in one sentence, next to the figure. */
export const aprMeaning =
  'APR is the yearly cost of the loan with its fees counted, not only its interest.';
