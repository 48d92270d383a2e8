import { matcher } from './matcher.ts';

/**
 * An Indian postal PIN code: 6 ASCII digits, the first not 0.
 *
 * @example
 * pincode('411001'); // true
 * pincode('011001'); // false (leading zero)
 * pincode('41100');  // false (5 digits)
 */
/** The expression behind `pincode`; its `source` is the JSON Schema `pattern` of the API's routes. */
export const pincodeShape = /^[1-9][0-9]{5}$/;

export const pincode = /* @__PURE__ */ matcher(pincodeShape);
