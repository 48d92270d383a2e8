const asciiDigits = /^[0-9]+$/;

/**
 * A one-time password of exactly `length` ASCII digits (4 on the contact page, 6 in customer care
 * and the enquiry). Returns the predicate.
 *
 * @example
 * otp(6)('123456'); // true
 * otp(6)('12345');  // false
 * otp(4)('0042');   // true (leading zeros are digits too)
 */
export function otp(length: number): (value: string) => boolean {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError('otp: length must be a whole number above 0');
  }
  return (value) => typeof value === 'string' && value.length === length && asciiDigits.test(value);
}
