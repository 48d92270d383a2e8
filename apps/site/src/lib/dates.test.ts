import { expect, it } from 'vitest';
import { formatDate as inHindi } from './dates.hi.ts';
import { formatDate } from './dates.ts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

it('writes dates as day, month and year', () => {
  expect(formatDate('2025-09-18', months)).toBe('18 Sep 2025');
  expect(formatDate('2020-12-31', months)).toBe('31 Dec 2020');
  expect(formatDate('2018-04-06', months)).toBe('6 Apr 2018');
});

it('writes them with the Hindi month names in the Hindi build', () => {
  expect(inHindi('2025-09-18')).toBe('18 सितंबर 2025');
  expect(inHindi('2020-02-01')).toBe('1 फ़रवरी 2020');
});
