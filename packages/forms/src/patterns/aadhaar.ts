import { verhoeffValid } from './verhoeff.ts';

// UIDAI never issues numbers starting 0 or 1.
const aadhaarShape = /^[2-9][0-9]{11}$/;

/**
 * An Aadhaar number: 12 ASCII digits, the first 2–9, the last a valid Verhoeff check digit.
 * No spaces (strip them first, e.g. with `digitsOnly(12)`).
 *
 * @example
 * aadhaar('234123412346'); // true
 * aadhaar('234123412347'); // false (check digit)
 * aadhaar('2341 2341 2346'); // false (spaces)
 */
export function aadhaar(value: string): boolean {
  return typeof value === 'string' && aadhaarShape.test(value) && verhoeffValid(value);
}
