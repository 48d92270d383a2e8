import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatPercent, formatPercentRange, formatRupees } from './number.ts';

describe('formatIndianNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [10000, '10,000'],
    [100000, '1,00,000'],
    [300000, '3,00,000'],
    [1234567, '12,34,567'],
    [123456789, '12,34,56,789'],
    [-100000, '-1,00,000'],
  ])('%d → %s', (value, expected) => {
    expect(formatIndianNumber(value)).toBe(expected);
  });

  it('keeps the requested decimals and rounds the decimal value half away from zero', () => {
    expect(formatIndianNumber(1234.5, { fractionDigits: 2 })).toBe('1,234.50');
    expect(formatIndianNumber(1.005, { fractionDigits: 2 })).toBe('1.01');
    expect(formatIndianNumber(4991.5)).toBe('4,992');
    expect(formatIndianNumber(-0.001, { fractionDigits: 2 })).toBe('0.00');
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatIndianNumber(Number.NaN)).toBe('–');
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe('–');
  });
});

describe('formatRupees', () => {
  it('prefixes the rupee sign, after the minus sign', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(4992)).toBe('₹4,992');
    expect(formatRupees(1, { fractionDigits: 2 })).toBe('₹1.00');
    expect(formatRupees(-2500)).toBe('-₹2,500');
  });
});

describe('formatPercent', () => {
  it('shows two decimals by default, as rate tables do', () => {
    expect(formatPercent(16)).toBe('16.00%');
    expect(formatPercent(37.5)).toBe('37.50%');
    expect(formatPercent(23, { fractionDigits: 0 })).toBe('23%');
    expect(formatPercent(Number.NaN)).toBe('–');
  });

  it('formats a range', () => {
    expect(formatPercentRange(16, 35)).toBe('16.00% to 35.00%');
    expect(formatPercentRange(20, 37.5, { separator: ' – ' })).toBe('20.00% – 37.50%');
  });
});
