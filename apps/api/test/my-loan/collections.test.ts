import { describe, expect, it } from 'vitest';
import { collect } from '../../src/sandbox/lms-collections.ts';

/** Four instalments of ₹100, due on the 5th of January to April. */
const rows = [1, 2, 3, 4].map((month) => ({
  month,
  due_date: `2026-0${month}-05`,
  emi: 100,
  principal: 90,
  interest: 10,
  balance: 360 - month * 90,
}));
const how = (today: string, missed: number, online: { date: string; amount: number }[]) =>
  collect(rows, { today, missed, closed: false, online }).map((r) => `${r.status}:${r.paid_by}`);

describe("the sandbox LMS's collections", () => {
  it('an instalment paid ahead online is not collected again when it falls due', () => {
    const online = [{ date: '2026-01-20', amount: 100 }];
    expect(how('2026-01-20', 0, online)).toEqual([
      'paid:collection',
      'paid:online',
      'due:null',
      'due:null',
    ]);
    // Later: February's was paid, March's is collected as usual.
    expect(how('2026-03-05', 0, online)).toEqual([
      'paid:collection',
      'paid:online',
      'paid:collection',
      'due:null',
    ]);
  });

  it('a missed instalment paid online; partial payments add up; a closed loan is all collected', () => {
    expect(how('2026-02-10', 1, [])).toEqual([
      'paid:collection',
      'overdue:null',
      'due:null',
      'due:null',
    ]);
    const halves = [
      { date: '2026-02-11', amount: 50 },
      { date: '2026-02-12', amount: 50.5 },
    ];
    expect(how('2026-02-12', 1, halves.slice(0, 1))[1]).toBe('overdue:null');
    expect(how('2026-02-12', 1, halves)[1]).toBe('paid:online');
    expect(
      collect(rows, { today: '2026-01-01', missed: 0, closed: true, online: [] }).every(
        (r) => r.status === 'paid',
      ),
    ).toBe(true);
  });
});
