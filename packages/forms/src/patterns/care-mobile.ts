import { matcher } from './matcher.ts';

/**
 * Customer care's mobile pattern: optional prefix `0`, `91`, `1` or `44`, then a digit 6–9 and
 * 9 more digits. Digits only (no `+`, no separators).
 *
 * @example
 * careMobile('9876543210');   // true
 * careMobile('919876543210'); // true
 * careMobile('+919876543210'); // false (no plus sign)
 */
export const careMobile = /* @__PURE__ */ matcher(/^(?:0|91|1|44)?[6-9][0-9]{9}$/);
