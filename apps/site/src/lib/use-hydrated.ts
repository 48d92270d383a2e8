import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates pre-rendered HTML (and on the server), true afterwards. A page whose
 * output depends on something the pre-renderer cannot know (the query string) renders the
 * pre-rendered variant first, then the real one, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
