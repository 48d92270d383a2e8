// Verhoeff's check digit over the dihedral group D5, computed instead of tabulated: the
// tests compare both functions with the published multiplication and permutation tables.
// Written here rather than taken from npm: a few lines, tested against every single-digit
// change, versus an unvetted dependency in the identity path of a regulated lender.
const asciiDigits = /^[0-9]+$/;
// The permutation applied to the digit at position 1 (from the right); position i applies it i times.
const step = '1576283094';

/** D5's group operation on 0–9: 0–4 are rotations, 5–9 reflections. */
function multiply(a: number, b: number): number {
  if (a < 5) return b < 5 ? (a + b) % 5 : 5 + ((a + b) % 5);
  return b < 5 ? 5 + ((a - b + 5) % 5) : (a - b + 5) % 5;
}

/** The position permutation: `permute(i, digit)` applies `step` i mod 8 times. */
function permute(position: number, digit: number): number {
  let result = digit;
  for (let i = position % 8; i > 0; i -= 1) result = step.charCodeAt(result) - 48;
  return result;
}

/** Folds the digits from the right; `offset` 1 leaves room for a check digit still to come. */
function checksum(digits: string, offset: number): number {
  let check = 0;
  for (let i = 0; i < digits.length; i += 1) {
    check = multiply(check, permute(i + offset, digits.charCodeAt(digits.length - 1 - i) - 48));
  }
  return check;
}

/**
 * True when a string of ASCII digits ends in a correct Verhoeff check digit.
 *
 * @example
 * verhoeffValid('2363'); // true
 * verhoeffValid('2364'); // false
 */
export function verhoeffValid(digits: string): boolean {
  return typeof digits === 'string' && asciiDigits.test(digits) && checksum(digits, 0) === 0;
}

/**
 * The Verhoeff check digit to append to a string of ASCII digits (for test data and seeds).
 *
 * @example
 * verhoeffCheckDigit('236'); // '3'
 */
export function verhoeffCheckDigit(digits: string): string {
  if (!asciiDigits.test(digits)) throw new TypeError('verhoeffCheckDigit: ASCII digits only');
  const check = checksum(digits, 1);
  // The group inverse: rotations invert to 5 - a, reflections are their own inverse.
  return String(check < 5 ? (5 - check) % 5 : check);
}

/** For the tests, which compare them with the published tables. */
export const verhoeffInternals = { multiply, permute };
