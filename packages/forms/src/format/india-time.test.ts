import { describe, expect, it } from 'vitest';
import { inIndiaTime } from './india-time.ts';
import { inRupees } from './rupees.ts';

describe('inIndiaTime', () => {
  it('reads a UTC moment in India’s zone, five and a half hours ahead', () => {
    expect(inIndiaTime('2026-11-24T13:35:00Z')).toBe('24 Nov 2026, 7:05 pm IST');
  });
  it('moves past midnight into the next day, and takes a Date too', () => {
    expect(inIndiaTime(new Date('2026-11-26T21:40:00Z'))).toBe('27 Nov 2026, 3:10 am IST');
  });
  it('names the month in Hindi for a Hindi reader, with the digits everyone types', () => {
    expect(inIndiaTime('2026-11-24T13:35:00Z', 'hi')).toBe('24 नवंबर 2026 को 7:05 pm बजे IST');
    expect(inIndiaTime(new Date('2026-01-31T20:00:00Z'), 'hi')).toBe(
      '1 फ़रवरी 2026 को 1:30 am बजे IST',
    );
  });
  it('leaves English unchanged when the language is named', () => {
    expect(inIndiaTime('2026-11-24T13:35:00Z', 'en')).toBe('24 Nov 2026, 7:05 pm IST');
  });
});

describe('inRupees', () => {
  it('groups in lakhs and crores, in English and in Hindi alike', () => {
    expect(inRupees(120000)).toBe('₹1,20,000.00');
    expect(inRupees('120000', 'hi')).toBe('₹1,20,000.00');
    expect(inRupees(12345678.5, 'hi')).toBe('₹1,23,45,678.50');
  });
});
