import { matcher } from './matcher.ts';

/**
 * Exactly 10 ASCII digits starting 6–9: an Indian mobile number without any prefix.
 *
 * @example
 * mobile10('9876543210');  // true
 * mobile10('09876543210'); // false (11 digits)
 * mobile10('1234567890');  // false (starts with 1)
 */
/** The expression behind `mobile10`; its `source` is the JSON Schema `pattern` of the API's routes. */
export const mobile10Shape = /^[6-9][0-9]{9}$/;

export const mobile10 = /* @__PURE__ */ matcher(mobile10Shape);
