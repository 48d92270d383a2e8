import { matcher } from './matcher.ts';

/**
 * An individual's PAN: 3 letters, `P`, 1 letter, 4 digits, 1 letter, upper case
 * (upper-case the input first, e.g. with `upperCase`).
 *
 * @example
 * pan('ABCPE1234F'); // true
 * pan('abcpe1234f'); // false (lower case)
 * pan('ABCCE1234F'); // false (4th character is not P)
 *
 * The 4th character is the holder type; `P` (individual) is the only one these forms accept.
 */
export const pan = /* @__PURE__ */ matcher(/^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/);
