import { describe, expect, it } from 'vitest';
import { inIndiaTime } from './india-time.ts';

describe('inIndiaTime', () => {
  it('reads a UTC moment in India’s zone, five and a half hours ahead', () => {
    expect(inIndiaTime('2026-11-24T13:35:00Z')).toBe('24 Nov 2026, 7:05 pm IST');
  });
  it('moves past midnight into the next day, and takes a Date too', () => {
    expect(inIndiaTime(new Date('2026-11-26T21:40:00Z'))).toBe('27 Nov 2026, 3:10 am IST');
  });
});
