import { describe, expect, it } from 'vitest';
import { amortisationSchedule, calculateEmi, emiSummary, exactEmi } from './emi.ts';

describe('calculateEmi', () => {
  it.each([
    // principal, rate, months, EMI — the first is the product decisions' check.
    [100_000, 18, 24, 4_992],
    [100_000, 23, 36, 3_871],
    [300_000, 40, 60, 11_625],
    [10_000, 8, 6, 1_706],
    [50_000, 12, 12, 4_442],
  ])('₹%i at %f %% for %i months → ₹%i', (principal, annualRatePercent, tenureMonths, emi) => {
    expect(calculateEmi({ principal, annualRatePercent, tenureMonths })).toBe(emi);
  });

  it('is P/n when the rate is 0', () => {
    expect(exactEmi({ principal: 120_000, annualRatePercent: 0, tenureMonths: 12 })).toBe(10_000);
    expect(calculateEmi({ principal: 100_000, annualRatePercent: 0, tenureMonths: 7 })).toBe(
      14_286,
    );
  });

  it('refuses impossible terms', () => {
    expect(() => calculateEmi({ principal: -1, annualRatePercent: 10, tenureMonths: 12 })).toThrow(
      RangeError,
    );
    expect(() => calculateEmi({ principal: 1, annualRatePercent: -1, tenureMonths: 12 })).toThrow(
      RangeError,
    );
    expect(() => calculateEmi({ principal: 1, annualRatePercent: 10, tenureMonths: 0 })).toThrow(
      RangeError,
    );
    expect(() => calculateEmi({ principal: 1, annualRatePercent: 10, tenureMonths: 1.5 })).toThrow(
      RangeError,
    );
  });
});

describe('amortisationSchedule', () => {
  it('repays the principal exactly, the last instalment absorbing the rounding', () => {
    const terms = { principal: 100_000, annualRatePercent: 18, tenureMonths: 24 };
    const rows = amortisationSchedule(terms);
    expect(rows).toHaveLength(24);
    expect(rows[0]).toEqual({
      month: 1,
      principal: 3_492,
      interest: 1_500,
      emi: 4_992,
      balance: 96_508,
    });
    expect(rows.slice(0, -1).every((r) => r.emi === 4_992)).toBe(true);
    expect(rows.at(-1)?.balance).toBe(0);
    expect(rows.reduce((s, r) => s + r.principal, 0)).toBe(100_000);
    for (const r of rows) expect(r.principal + r.interest).toBe(r.emi);
    expect(Math.abs((rows.at(-1)?.emi ?? 0) - 4_992)).toBeLessThanOrEqual(24);
  });

  it('holds for every combination of the calculator ranges (sampled)', () => {
    for (const principal of [10_000, 55_000, 100_000, 299_000, 300_000]) {
      for (const annualRatePercent of [0, 8, 12.25, 23, 40]) {
        for (const tenureMonths of [6, 13, 36, 60]) {
          const s = emiSummary({ principal, annualRatePercent, tenureMonths });
          expect(s.schedule.at(-1)?.balance).toBe(0);
          expect(s.schedule.reduce((a, r) => a + r.principal, 0)).toBe(principal);
          expect(s.totalPayable).toBe(s.schedule.reduce((a, r) => a + r.emi, 0));
          expect(s.totalPayable - s.totalInterest).toBe(principal);
          expect(s.schedule.every((r) => r.principal >= 0 && r.interest >= 0)).toBe(true);
        }
      }
    }
  });
});

describe('emiSummary', () => {
  it('gives EMI, total interest and total payable', () => {
    const s = emiSummary({ principal: 100_000, annualRatePercent: 18, tenureMonths: 24 });
    expect(s.emi).toBe(4_992);
    expect(s.totalPayable).toBe(s.totalInterest + 100_000);
    expect(s.totalInterest).toBeGreaterThan(19_800);
    expect(s.totalInterest).toBeLessThan(19_830);
  });
});
