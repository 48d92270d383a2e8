import { expect, it } from 'vitest';
import { formatDate } from '../../lib/dates.ts';
import * as en from '../calendar.ts';
import * as hi from './calendar.ts';

it('writes a Hindi page’s dates with Hindi month names, and its times in IST', () => {
  expect(formatDate('2025-09-18', hi.calendar.shortMonths)).toBe('18 सितंबर 2025');
  expect(hi.moment('2026-11-24T13:35:00Z')).toMatch(/^24 नवंबर 2026.*7:05.*IST$/);
});

it('leaves the English pages’ dates as they were', () => {
  expect(formatDate('2025-09-18', en.calendar.shortMonths)).toBe('18 Sep 2025');
  expect(formatDate('2026-12-03', en.calendar.longMonths)).toBe('3 December 2026');
  expect(en.moment('2026-11-24T13:35:00Z')).toMatch(/^24 Nov 2026, 7:05 pm IST$/i);
});
