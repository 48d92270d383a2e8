import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts a new visit: empty storage and a fresh module (the store caches what it read).
let store: typeof import('./lead-store.ts');
beforeEach(async () => {
  window.sessionStorage.clear();
  vi.resetModules();
  store = await import('./lead-store.ts');
});

describe('lead store', () => {
  it('remembers each product for the visit (sessionStorage) and tells every reader', () => {
    const { result } = renderHook(() => store.useLeadSubmitted('EV Rental'));
    expect(result.current).toBe(false);
    act(() => store.markSubmitted('EV Rental'));
    expect(result.current).toBe(true);
    expect(store.isSubmitted('Battery Loan')).toBe(false);
    expect(
      JSON.parse(window.sessionStorage.getItem('company.site.leads-submitted') ?? '[]'),
    ).toEqual(['EV Rental']);
  });

  it('ignores a damaged entry', () => {
    window.sessionStorage.setItem('company.site.leads-submitted', '{not json');
    expect(store.isSubmitted('EV Rental')).toBe(false);
  });
});
