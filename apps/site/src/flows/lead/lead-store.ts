import { useSyncExternalStore } from 'react';

/**
 * Which products' leads were sent during this visit (product decision: the thank-you view stays
 * for the rest of the visit, per product, on every page alike). Kept in sessionStorage, so it
 * lasts across reloads of the tab and ends with the visit.
 */
const key = 'company.site.leads-submitted';
const listeners = new Set<() => void>();
let cache: readonly string[] | undefined;

function read(): readonly string[] {
  if (cache) return cache;
  try {
    const raw = window.sessionStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cache = Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    cache = [];
  }
  return cache;
}

export function isSubmitted(product: string): boolean {
  return read().includes(product);
}

export function markSubmitted(product: string): void {
  if (isSubmitted(product)) return;
  cache = [...read(), product];
  try {
    window.sessionStorage.setItem(key, JSON.stringify(cache));
  } catch {
    // Storage may be full or blocked; the state still lasts for this page's life.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this product's lead was sent in this visit (false while pre-rendering). */
export function useLeadSubmitted(product: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSubmitted(product),
    () => false,
  );
}
