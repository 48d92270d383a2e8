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
export const careMobileShape = /^(?:0|91|1|44)?([6-9][0-9]{9})$/;

export const careMobile = /* @__PURE__ */ matcher(careMobileShape);

/**
 * The 10-digit number inside a customer-care mobile entry, or `undefined`. Beyond `careMobile` it
 * also takes a `+91` prefix with an optional space or hyphen (what people paste from contacts).
 *
 * @example
 * careMobileDigits('09876543210');    // '9876543210'
 * careMobileDigits('+91 9876543210'); // '9876543210'
 * careMobileDigits('12345');          // undefined
 */
export function careMobileDigits(value: string): string | undefined {
  // The same rule as `careMobile`, once '+91' and a separator after it are read as '91'.
  return careMobileShape.exec(value.trim().replace(/^\+?91[ -]?/, '91'))?.[1];
}
