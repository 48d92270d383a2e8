import { type ComponentType, createElement, lazy, useState } from 'react';

/** A component whose code loads on first render or, earlier, on `preload()`. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the code now (call it when a person is about to open what it renders). */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` that renders without suspending once its code is there. A plain lazy component
 * suspends on its first render even when its module has already been fetched, and React then
 * holds the reveal back for its suspense throttle (300 ms): a dialog preloaded when its trigger
 * is focused would still appear 300 ms after the press. Render it inside a `Suspense` boundary
 * for the case where it is needed before `preload()` finished. A failed `preload()` (offline)
 * is tried again by the next call or by the render.
 *
 * Written here rather than taken from `react-lazy-with-preload` (the same idea): that package is
 * CommonJS only, and its interop wrapper cost about 380 B gzip where this costs about 150 B.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const Lazy = lazy(load);
  const Preloadable = ((props: P) => {
    // Chosen once per mount: switching from the lazy to the loaded component would remount it
    // and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }) as PreloadableComponent<P>;
  Preloadable.preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Preloadable;
}
