import { matcher } from './matcher.ts';

/**
 * The shared Indian mobile pattern: optional `+91` prefix with an optional separator (space or
 * hyphen), optional leading `0` or `91`, then 10 digits starting 6–9.
 *
 * @example
 * indianMobile('9876543210');     // true
 * indianMobile('+91 9876543210'); // true
 * indianMobile('09876543210');    // true
 * indianMobile('5876543210');     // false (starts with 5)
 */
export const indianMobile = /* @__PURE__ */ matcher(/^(?:\+91[ -]?)?(?:0|91)?[6-9][0-9]{9}$/);

/**
 * The 10-digit number inside a value `indianMobile` accepts, or `undefined` when it accepts none
 * (the pattern ends with the 10 digits, so they are the last ten characters).
 *
 * @example
 * indianMobileDigits('+91 9876543210'); // '9876543210'
 * indianMobileDigits('12345');          // undefined
 */
export function indianMobileDigits(value: string): string | undefined {
  return indianMobile(value) ? value.slice(-10) : undefined;
}
