import { expect, it } from 'vitest';
import { formatDate } from './dates.ts';

it('writes dates as day, short month and year', () => {
  expect(formatDate('2025-09-18')).toBe('18 Sep 2025');
  expect(formatDate('2020-12-31')).toBe('31 Dec 2020');
  expect(formatDate('2018-04-06')).toBe('6 Apr 2018');
});
