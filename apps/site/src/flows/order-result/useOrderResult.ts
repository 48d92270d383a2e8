import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Result } from '../../lib/http.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** How often, and how long, a result page checks again while the provider has not confirmed. */
const RECHECK_MS = 3000;
const RECHECKS = 60;

export type OrderResult<T> =
  | { kind: 'checking' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'pending'; data: T; gaveUp: boolean }
  | { kind: 'final'; data: T };

/**
 * The result page of an order (payment, mandate) by its `order_id` query parameter: no call when
 * it is missing or empty; otherwise the status, checked again every few seconds while it is still
 * pending (the provider's callback can arrive after the visitor is back), without a reload.
 * Reading the status changes nothing, so a reload shows the same result.
 */
export function useOrderResult<T>(
  check: (orderId: string) => Promise<Result<T>>,
  isPending: (data: T) => boolean,
): { orderId: string; result: OrderResult<T> } {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const orderId = hydrated ? (params.get('order_id') ?? '').trim() : '';
  const [result, setResult] = useState<OrderResult<T>>({ kind: 'checking' });

  useEffect(() => {
    if (!hydrated) return;
    if (!orderId) {
      setResult({ kind: 'missing' });
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let rechecks = 0;
    const run = async () => {
      const found = await check(orderId);
      if (stopped) return;
      if (!found.ok) {
        setResult({ kind: 'failed', message: found.message });
        return;
      }
      if (!isPending(found.data)) {
        setResult({ kind: 'final', data: found.data });
        return;
      }
      const gaveUp = rechecks >= RECHECKS;
      setResult({ kind: 'pending', data: found.data, gaveUp });
      if (!gaveUp) {
        rechecks += 1;
        timer = setTimeout(run, RECHECK_MS);
      }
    };
    setResult({ kind: 'checking' });
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [hydrated, orderId, check, isPending]);

  return { orderId, result };
}
