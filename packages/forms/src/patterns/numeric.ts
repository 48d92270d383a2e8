import { matcher } from './matcher.ts';

/**
 * A number written in ASCII digits: optional `+`/`-` sign, digits, optional decimal part.
 *
 * @example
 * numeric('1500');   // true
 * numeric('-12.50'); // true
 * numeric('1.');     // false (decimal point without digits)
 * numeric('1e5');    // false (no exponent form)
 */
export const numeric = /* @__PURE__ */ matcher(/^[+-]?[0-9]+(?:\.[0-9]+)?$/);
