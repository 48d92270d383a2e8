/**
 * A new `Idempotency-Key` for one attempt at a payment or a mandate: the API makes one order per
 * key, so a double click or a retried request never charges or registers twice. 128 random bits.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
