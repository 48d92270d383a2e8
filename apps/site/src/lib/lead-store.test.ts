import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { isSubmitted, markSubmitted, resetLeadStore, useLeadSubmitted } from './lead-store.ts';

beforeEach(() => resetLeadStore());

describe('lead store', () => {
  it('remembers each product for the visit (sessionStorage) and tells every reader', () => {
    const { result } = renderHook(() => useLeadSubmitted('EV Rental'));
    expect(result.current).toBe(false);
    act(() => markSubmitted('EV Rental'));
    expect(result.current).toBe(true);
    expect(isSubmitted('Battery Loan')).toBe(false);
    expect(
      JSON.parse(window.sessionStorage.getItem('company.site.leads-submitted') ?? '[]'),
    ).toEqual(['EV Rental']);
  });

  it('ignores a damaged entry', () => {
    window.sessionStorage.setItem('company.site.leads-submitted', '{not json');
    expect(isSubmitted('EV Rental')).toBe(false);
  });
});
