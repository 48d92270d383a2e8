// Dot-separated atoms of RFC 5322's unquoted local part, then DNS labels and a TLD that is
// alphabetic or an internationalised one in its ASCII form (`xn--h2brj9c` is .भारत).
/** The expression behind `email` (without its length limits); its `source` is the API's JSON Schema `pattern`. */
export const emailShape =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * An e-mail address: no spaces, one `@`, a domain with a dot and a TLD (letters, or `xn--…`).
 * At most 254 characters, local part at most 64 (RFC 5321).
 *
 * @example
 * email('ravi.kumar@example.co.in'); // true
 * email('ravi kumar@example.com');   // false (space)
 * email('ravi@example');             // false (no TLD)
 */
export function email(value: string): boolean {
  return (
    typeof value === 'string' &&
    value.length <= 254 &&
    value.indexOf('@') <= 64 &&
    emailShape.test(value)
  );
}
