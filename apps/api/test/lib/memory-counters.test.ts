import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryCounters } from '../../src/lib/rate-limit.ts';

describe('the per-minute counters kept in the process (embedded database)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('count per bucket over the last minute, across its edge, and forget a request a window on', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:05Z') });
    const counters = new MemoryCounters();
    expect([
      counters.hit('lead:a', 60),
      counters.hit('lead:a', 60),
      counters.hit('lead:b', 60),
    ]).toEqual([1, 2, 1]);
    vi.setSystemTime(new Date('2026-11-25T10:00:59Z'));
    expect(counters.hit('lead:a', 60)).toBe(3);
    // A new minute does not start again: the last 60 s still hold three.
    vi.setSystemTime(new Date('2026-11-25T10:01:00Z'));
    expect(counters.hit('lead:a', 60)).toBe(4);
    // 10:00:05's two leave once their 10 s slot is over a minute old; 10:00:59's stays.
    vi.setSystemTime(new Date('2026-11-25T10:01:10Z'));
    expect(counters.hit('lead:a', 60)).toBe(3);
    vi.setSystemTime(new Date('2026-11-25T10:02:10Z'));
    expect(counters.hit('lead:a', 60)).toBe(2);
  });

  it('hold one window’s slots per window length, so many addresses cannot pile them up for hours', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00Z') });
    const counters = new MemoryCounters();
    for (let minute = 0; minute < 5; minute++) {
      vi.setSystemTime(new Date(Date.UTC(2026, 10, 25, 10, minute, 1)));
      for (let i = 0; i < 1000; i++) counters.hit(`lead:10.0.${minute}.${i}`, 60);
      counters.hit('otp:10.0.0.1', 12);
    }
    // The last two minutes' slots: 10:03:00 still counts at 10:04:01 (a window and a slot back).
    expect(counters.size).toBe(2001);
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 25, 10, 6, 1)));
    counters.hit('lead:10.1.0.1', 60);
    counters.hit('otp:10.0.0.1', 12);
    expect(counters.size).toBe(2);
  });
});
