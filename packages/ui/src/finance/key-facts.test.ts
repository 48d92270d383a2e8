import { describe, expect, it } from 'vitest';
import { emiSummary } from './emi.ts';
import { monthlyIrr } from './irr.ts';
import { annualPercentageRate, keyFacts } from './key-facts.ts';

describe('keyFacts against published Key Facts Statements', () => {
  it("RBI's KFS circular (15 Apr 2024), Annex B: ₹20,000, 15 %, 24 months, ₹400 of fees → 17.07 %", () => {
    const facts = keyFacts({
      principal: 20_000,
      annualRatePercent: 15,
      tenureMonths: 24,
      charges: [
        { label: 'Fees payable to the lender', amount: 240, payableTo: 'company' },
        { label: 'Fees payable to a third party', amount: 160, payableTo: 'third-party' },
      ],
    });
    expect(facts.emi).toBe(970); // row 2b
    expect(facts.netDisbursed).toBe(19_600); // row 7
    expect(Math.abs(facts.totalInterest - 3_274)).toBeLessThanOrEqual(1); // row 5
    expect(facts.apr).toBe(17.07); // row 9
    // Annex C's schedule, first row: interest 250, principal 720.
    expect(facts.schedule[0]).toMatchObject({ interest: 250, principal: 720, emi: 970 });
  });

  it('RBL Bank KFS, personal loan ₹47,000, 21 %, 24 months, fee ₹1,175 + 18 % GST → 24.16 % (within 0.01)', () => {
    const facts = keyFacts({
      principal: 47_000,
      annualRatePercent: 21,
      tenureMonths: 24,
      // The KFS shows the fee net of GST (Annex A, footnote 4); the disbursement loses it with GST.
      charges: [{ label: 'Processing fee', amount: 1_175, gstPercent: 18, payableTo: 'company' }],
    });
    expect(facts.charges[0]).toMatchObject({ amount: 1_175, gst: 211.5, total: 1_386.5 });
    expect(facts.netDisbursed).toBe(45_613.5);
    expect(facts.emi).toBe(2_415); // the KFS states ₹2,415.14
    const unrounded = annualPercentageRate(facts.netDisbursed, 2_415.125_6, 24);
    expect(Math.abs(unrounded - 24.16)).toBeLessThan(0.01);
    expect(facts.apr).toBe(24.15);
  });

  it("the same RBL figures with the KFS's stated instalment ₹2,415.14 are within 0.01 of 24.16 %", () => {
    expect(Math.abs(annualPercentageRate(45_613.5, 2_415.14, 24) - 24.16)).toBeLessThan(0.01);
  });

  it('Tata Capital KFS (auto loan, 22 Mar 2025): ₹1,93,399, 15 %, 24 months, fees + 18 % GST → 20.19 % (within 0.01)', () => {
    // The KFS states its fees net of GST (Annex A, footnote 4); stamp duty bears none. Its
    // broken-period interest (₹1,047.58, the days before the first EMI cycle) is interest, not a
    // fee: left out, the net disbursed amount comes to a round ₹1,83,900 and the APR to the KFS's.
    const gst = 18;
    const facts = keyFacts({
      principal: 193_399,
      annualRatePercent: 15,
      tenureMonths: 24,
      charges: [
        { label: 'Processing fees', amount: 3_405.93, gstPercent: gst, payableTo: 'company' },
        { label: 'Insurance', amount: 2_880.51, gstPercent: gst, payableTo: 'third-party' },
        { label: 'Stamp duty', amount: 50, payableTo: 'company' },
        {
          label: 'Additional processing fees',
          amount: 1_271.19,
          gstPercent: gst,
          payableTo: 'company',
        },
        { label: 'PDD charges', amount: 450, gstPercent: gst, payableTo: 'company' },
      ],
    });
    expect(facts.emi).toBe(9_377); // the KFS's EPI
    expect(facts.netDisbursed).toBe(183_900);
    expect(Math.abs(facts.apr - 20.19)).toBeLessThanOrEqual(0.01 + 1e-9);
    const unrounded = annualPercentageRate(facts.netDisbursed, 9_377.269_2, 24);
    expect(Math.abs(unrounded - 20.19)).toBeLessThan(0.01);
    // With the KFS's own rounded EPI the APR is its 20.19 % to the hundredth.
    expect(Math.round(annualPercentageRate(183_900, 9_377, 24) * 100) / 100).toBe(20.19);
  });
});

describe('keyFacts edge cases', () => {
  it('without charges the APR is the rate, to two decimals', () => {
    for (const annualRatePercent of [0.5, 8, 12.25, 18, 23, 40]) {
      for (const tenureMonths of [1, 6, 36, 60]) {
        const facts = keyFacts({ principal: 100_000, annualRatePercent, tenureMonths });
        expect(facts.apr).toBe(annualRatePercent);
        expect(facts.netDisbursed).toBe(100_000);
      }
    }
  });

  it('a zero rate without charges is 0 %; with a fee it is not', () => {
    expect(keyFacts({ principal: 100_000, annualRatePercent: 0, tenureMonths: 7 }).apr).toBe(0);
    const withFee = keyFacts({
      principal: 120_000,
      annualRatePercent: 0,
      tenureMonths: 12,
      charges: [{ label: 'Processing fee', percentOfPrincipal: 2, payableTo: 'company' }],
    });
    expect(withFee.netDisbursed).toBe(117_600);
    // 117,600 repaid by 12 × 10,000: 0.3122 % a month (checked by bisection outside this code).
    expect(withFee.apr).toBe(3.75);
  });

  it('a huge fee still converges, and the IRR balances the cash flows', () => {
    const facts = keyFacts({
      principal: 100_000,
      annualRatePercent: 18,
      tenureMonths: 24,
      charges: [
        { label: 'Processing fee', percentOfPrincipal: 80, gstPercent: 18, payableTo: 'company' },
      ],
    });
    expect(facts.netDisbursed).toBe(5_600);
    expect(facts.apr).toBeGreaterThan(900);
    const r = facts.apr / 1_200;
    const pv = Array.from({ length: 24 }, (_, t) => 4_992.410_6 / (1 + r) ** (t + 1)).reduce(
      (a, b) => a + b,
    );
    expect(Math.abs(pv - 5_600) / 5_600).toBeLessThan(0.001);
  });

  it('refuses upfront charges that take the whole principal, and a charge given twice or not at all', () => {
    const terms = { principal: 10_000, annualRatePercent: 12, tenureMonths: 12 };
    const fee = (charge: object) => () =>
      keyFacts({ ...terms, charges: [{ label: 'Fee', payableTo: 'company', ...charge }] });
    expect(fee({ amount: 10_000 })).toThrow(RangeError);
    expect(fee({ amount: 9_000, gstPercent: 18 })).toThrow(RangeError);
    expect(fee({ amount: 1, percentOfPrincipal: 1 })).toThrow(RangeError);
    expect(fee({})).toThrow(RangeError);
    expect(fee({ amount: -1 })).toThrow(RangeError);
  });

  it('keeps contingent charges out of the net disbursed amount and the APR, and third-party ones in', () => {
    const terms = { principal: 50_000, annualRatePercent: 20, tenureMonths: 12 };
    const base = keyFacts({
      ...terms,
      charges: [
        { label: 'Processing fee', percentOfPrincipal: 2, gstPercent: 18, payableTo: 'company' },
        {
          label: 'Cheque bounce',
          amount: 500,
          gstPercent: 18,
          payableTo: 'company',
          upfront: false,
        },
      ],
    });
    expect(base.netDisbursed).toBe(48_820);
    expect(base.upfrontCharges).toBe(1_180);
    const withInsurance = keyFacts({
      ...terms,
      charges: [
        { label: 'Processing fee', percentOfPrincipal: 2, gstPercent: 18, payableTo: 'company' },
        { label: 'Insurance', amount: 600, payableTo: 'third-party' },
      ],
    });
    expect(withInsurance.netDisbursed).toBe(48_220);
    expect(withInsurance.apr).toBeGreaterThan(base.apr);
  });

  it('keeps the EMI, totals and schedule of emiSummary', () => {
    const terms = { principal: 100_000, annualRatePercent: 18, tenureMonths: 24 };
    const facts = keyFacts({
      ...terms,
      charges: [{ label: 'Fee', amount: 999, payableTo: 'company' }],
    });
    const { emi, totalInterest, totalPayable, schedule } = emiSummary(terms);
    expect(facts).toMatchObject({ emi, totalInterest, totalPayable, schedule });
  });
});

describe('monthlyIrr', () => {
  it('solves one period exactly and refuses impossible flows', () => {
    expect(monthlyIrr(1_000, [1_100])).toBeCloseTo(0.1, 12);
    expect(monthlyIrr(1_000, [1_000])).toBe(0);
    expect(() => monthlyIrr(1_000, [900])).toThrow(RangeError);
    expect(() => monthlyIrr(0, [900])).toThrow(RangeError);
    expect(() => monthlyIrr(1_000, [])).toThrow(RangeError);
  });

  it('converges from a bad guess as from a good one', () => {
    const flows = Array.from({ length: 60 }, () => 2_500);
    const good = monthlyIrr(100_000, flows, 0.01);
    for (const guess of [0, 1e-9, 5, 1e5])
      expect(monthlyIrr(100_000, flows, guess)).toBeCloseTo(good, 12);
  });
});
