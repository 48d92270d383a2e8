import { matcher } from './matcher.ts';

/**
 * One or more ASCII letters, digits and dots, nothing else.
 *
 * @example
 * alphanumeric('TW.2024.0001'); // true
 * alphanumeric('TW-2024');      // false (hyphen)
 * alphanumeric('');             // false
 */
export const alphanumeric = /* @__PURE__ */ matcher(/^[A-Za-z0-9.]+$/);
