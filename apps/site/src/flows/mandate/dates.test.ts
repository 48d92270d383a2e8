import { describe, expect, it } from 'vitest';
import { endDateOf, nextDueDate, requestIdAt } from './dates.ts';

describe('mandate dates (IST)', () => {
  it('makes the request id in India’s time', () => {
    expect(requestIdAt(new Date('2026-11-24T19:40:05Z'))).toBe('20261125011005');
  });
  it('turns the EMI end date into dd-mm-yyyy', () => {
    expect(endDateOf('2028-03-05')).toBe('05-03-2028');
  });
  it('finds the next due date, this month or next, within short months', () => {
    expect(nextDueDate(5, new Date('2026-11-24T06:00:00Z'))).toBe('05-12-2026');
    expect(nextDueDate(28, new Date('2026-11-24T06:00:00Z'))).toBe('28-11-2026');
    expect(nextDueDate(24, new Date('2026-11-24T06:00:00Z'))).toBe('24-12-2026');
    expect(nextDueDate(31, new Date('2027-02-10T06:00:00Z'))).toBe('28-02-2027');
  });
});
