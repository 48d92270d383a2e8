/**
 * Makes an input parser that keeps ASCII digits only and at most `max` of them, so typing past
 * the limit is ignored (the spec's mobile, amount, OTP and Aadhaar inputs). Other scripts' digits
 * (`٣`, `３`) are dropped, not converted. Use as final-form `parse`.
 *
 * @example
 * digitsOnly(10)('98765 43210');   // '9876543210'
 * digitsOnly(6)('1234567');        // '123456'
 * digitsOnly(4)('١٢٣4');            // '4'
 */
export function digitsOnly(max: number): (value: string | null | undefined) => string {
  if (!Number.isInteger(max) || max < 0) {
    throw new RangeError('digitsOnly: max must be a whole number');
  }
  return (value) => (typeof value === 'string' ? value.replace(/[^0-9]/g, '').slice(0, max) : '');
}
