import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload.ts';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Hello {name} {count}
    </button>
  );
}

const deferred = () => {
  let resolve!: (module: { default: typeof Greeting }) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<{ default: typeof Greeting }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const inSuspense = (children: React.ReactNode) => (
  <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
);

describe('lazyWithPreload', () => {
  it('renders at once, without the fallback, once preloaded', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Preloadable = lazyWithPreload(load);
    await Preloadable.preload();
    render(inSuspense(<Preloadable name="Asha" />));
    // Synchronously after render: no suspense, so no fallback was ever committed.
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('Hello Asha 0');
  });

  it('suspends like React.lazy when rendered before its code is there', async () => {
    const module = deferred();
    const Preloadable = lazyWithPreload(() => module.promise);
    render(inSuspense(<Preloadable name="Asha" />));
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => module.resolve({ default: Greeting }));
    expect(await screen.findByRole('button')).toBeTruthy();
  });

  it('keeps its state when the code arrives while mounted (no switch to the loaded component)', async () => {
    const module = deferred();
    const Preloadable = lazyWithPreload(() => module.promise);
    const { rerender } = render(inSuspense(<Preloadable name="Asha" />));
    const preloading = Preloadable.preload();
    await act(async () => module.resolve({ default: Greeting }));
    await preloading;
    act(() => screen.getByRole('button').click());
    rerender(inSuspense(<Preloadable name="Ravi" />));
    expect(screen.getByRole('button').textContent).toBe('Hello Ravi 1');
  });

  it('loads once however often preload is called, and tries again after a failure', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const Preloadable = lazyWithPreload(load);
    await expect(Preloadable.preload()).rejects.toThrow('offline');
    await Promise.all([Preloadable.preload(), Preloadable.preload()]);
    expect(load).toHaveBeenCalledTimes(2);
    render(inSuspense(<Preloadable name="Asha" />));
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
