import { useRef, useState } from 'react';

/** A new value, or a function of the current one (as React's `setState` takes). Values are never functions. */
export type StateUpdate<T> = T | ((current: T) => T);

/**
 * State a component owns until its parent passes `value` (controlled), after Radix's
 * `useControllableState` and Primer's: `value` wins whenever it is not `undefined`; otherwise the
 * component keeps its own state, starting at `defaultValue`. The setter calls `onChange` once per
 * change (never for the value already shown, compared with `===`) and, uncontrolled, stores the
 * value too; a function is applied to the rendered value. Positional arguments, no memoisation and
 * no development code in production keep it small (packages/ui/test/size.test.ts): about 55 B
 * gzip in a bundle with one component, and less than the hand-written copies it replaced in the
 * whole package.
 *
 * @param value The controlled value; `undefined` leaves the state to the component.
 * @param defaultValue The first value when uncontrolled (or a function computing it once).
 * @param onChange Called with each new value, controlled or not.
 * @returns The value to show, and its setter: a new function each render, like an event handler
 *   (a `useCallback` around it lists what it reads: the value and `onChange`).
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | (() => T),
  onChange?: (value: T) => void,
): [T, (next: StateUpdate<T>) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  if (process.env.NODE_ENV !== 'production') {
    // biome-ignore lint/correctness/useHookAtTopLevel: the condition is constant in a build, so every render calls the same hooks
    useSwitchWarning(controlled);
  }
  const set = (next: StateUpdate<T>) => {
    const resolved = next instanceof Function ? next(current) : next;
    if (resolved === current) return;
    if (!controlled) setOwn(resolved);
    onChange?.(resolved);
  };
  return [current, set];
}

/**
 * Warns in development when a parent switches `value` between defined and `undefined`, as React
 * does for inputs: the component cannot tell which value to show.
 */
function useSwitchWarning(controlled: boolean) {
  const was = useRef(controlled);
  if (was.current === controlled) return;
  console.warn(
    `A component changed from ${was.current ? 'controlled' : 'uncontrolled'} to ${controlled ? 'controlled' : 'uncontrolled'} (its value prop went ${controlled ? 'from undefined to a value' : 'to undefined'}). Decide between a controlled and an uncontrolled value for the component's lifetime.`,
  );
  was.current = controlled;
}
