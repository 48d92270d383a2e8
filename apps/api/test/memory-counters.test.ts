import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryCounters } from '../src/lib/rate-limit.ts';

describe('the per-minute counters kept in the process (embedded database)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('count per bucket within a window and start again in the next one', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:05Z') });
    const counters = new MemoryCounters();
    expect([
      counters.hit('lead:a', 60),
      counters.hit('lead:a', 60),
      counters.hit('lead:b', 60),
    ]).toEqual([1, 2, 1]);
    vi.setSystemTime(new Date('2026-11-25T10:00:59Z'));
    expect(counters.hit('lead:a', 60)).toBe(3);
    vi.setSystemTime(new Date('2026-11-25T10:01:00Z'));
    expect(counters.hit('lead:a', 60)).toBe(1);
  });

  it('hold one window’s buckets per window length, so many addresses cannot pile them up for hours', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00Z') });
    const counters = new MemoryCounters();
    for (let minute = 0; minute < 5; minute++) {
      vi.setSystemTime(new Date(Date.UTC(2026, 10, 25, 10, minute, 1)));
      for (let i = 0; i < 1000; i++) counters.hit(`lead:10.0.${minute}.${i}`, 60);
      counters.hit('otp:10.0.0.1', 10);
    }
    expect(counters.size).toBe(1001);
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 25, 10, 5, 1)));
    counters.hit('lead:10.1.0.1', 60);
    expect(counters.size).toBe(2);
  });
});
