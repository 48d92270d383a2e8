import { expect, it } from 'vitest';
import { formatDate } from './dates.ts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

it('writes dates as day, month and year', () => {
  expect(formatDate('2025-09-18', months)).toBe('18 Sep 2025');
  expect(formatDate('2020-12-31', months)).toBe('31 Dec 2020');
  expect(formatDate('2018-04-06', months)).toBe('6 Apr 2018');
});
