import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState.ts';

interface Props {
  value?: number;
  onChange?: (value: number) => void;
}

const setup = (initial: Props) =>
  renderHook(({ value, onChange }: Props) => useControllableState(value, 1, onChange), {
    initialProps: initial,
  });

afterEach(() => vi.restoreAllMocks());

describe('useControllableState', () => {
  it('uncontrolled: starts at the default, keeps what is set and reports it', () => {
    const onChange = vi.fn();
    const { result } = setup({ onChange });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](5));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('computes a lazy default once', () => {
    const init = vi.fn(() => 'abc');
    const { result, rerender } = renderHook(() => useControllableState(undefined, init));
    rerender();
    expect(result.current[0]).toBe('abc');
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('controlled: shows the prop, reports a change and keeps showing the prop until it changes', () => {
    const onChange = vi.fn();
    const { result, rerender } = setup({ value: 3, onChange });
    expect(result.current[0]).toBe(3);
    act(() => result.current[1](7));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(7);
    expect(result.current[0]).toBe(3);
    rerender({ value: 7, onChange });
    expect(result.current[0]).toBe(7);
  });

  it('treats null as a controlled value (only undefined leaves the state to the component)', () => {
    const { result } = renderHook(() => useControllableState<string | null>(null, 'own'));
    expect(result.current[0]).toBeNull();
  });

  it('calls onChange once per change and never for the value already shown', () => {
    const onChange = vi.fn();
    const { result } = setup({ onChange });
    act(() => result.current[1](1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => result.current[1](2));
    act(() => result.current[1](2));
    expect(onChange.mock.calls).toEqual([[2]]);

    const controlledChange = vi.fn();
    const controlled = setup({ value: 4, onChange: controlledChange });
    act(() => controlled.result.current[1](4));
    act(() => controlled.result.current[1](6));
    expect(controlledChange.mock.calls).toEqual([[6]]);
  });

  it('applies a functional update to the shown value, controlled or not', () => {
    const onChange = vi.fn();
    const { result } = setup({ onChange });
    act(() => result.current[1]((n) => n + 1));
    act(() => result.current[1]((n) => n * 10));
    expect(result.current[0]).toBe(20);
    expect(onChange.mock.calls).toEqual([[2], [20]]);

    const controlledChange = vi.fn();
    const controlled = setup({ value: 8, onChange: controlledChange });
    act(() => controlled.result.current[1]((n) => n - 3));
    expect(controlledChange).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('warns in development when the value switches between controlled and uncontrolled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = setup({ value: 2 });
    rerender({ value: 3 });
    expect(warn).not.toHaveBeenCalled();
    rerender({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/from controlled to uncontrolled/);
    rerender({ value: 4 });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toMatch(/from uncontrolled to controlled/);
  });

  it('does not warn for a component that stays uncontrolled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result, rerender } = setup({});
    act(() => result.current[1](9));
    rerender({});
    expect(warn).not.toHaveBeenCalled();
  });
});
