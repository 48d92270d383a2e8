import { boolean, string } from 'yup';
import { alphanumeric } from '../patterns/alphanumeric.ts';

/** One wording for every length limit. */
export function tooLongMessage({ max }: { max: number }): string {
  return `Please keep this to ${max} characters or fewer`;
}

/**
 * Surrounding spaces are never part of a value (a pasted `' 9876543210 '` is the same number),
 * and a JSON `null` is a missing value, not a type error.
 */
function trimString(value: unknown): unknown {
  if (value === null) return undefined;
  return typeof value === 'string' ? value.trim() : value;
}

/** A test function for `.test()`: empty values pass (the required rule reports those). */
export function whenFilled(check: (value: string) => boolean) {
  return (value: string | undefined | null) =>
    value === undefined || value === null || value === '' || check(value);
}

/**
 * An optional trimmed text field of at most `max` characters that, when filled, must pass
 * `check`; `invalid` is the message for a failed check and for a value that is not text.
 * Every failure uses one of our messages, so yup's English defaults never reach a visitor
 * (yup's own `.trim()` would add a strict-mode test with a default message).
 */
export function optionalText(invalid: string, check?: (value: string) => boolean, max = 100) {
  const field = string().typeError(invalid).transform(trimString).max(max, tooLongMessage);
  return check ? field.test('check', invalid, whenFilled(check)) : field;
}

/** As `optionalText`, and `required` is the message when it is empty. */
export function requiredText(
  required: string,
  invalid = required,
  check?: (value: string) => boolean,
  max = 100,
) {
  return optionalText(invalid, check, max).required(required);
}

/** A checkbox that must be ticked. */
export function ticked(message: string) {
  return boolean().typeError(message).required(message).oneOf([true], message);
}

/** A loan account number as we accept it: letters, digits and dots, at most 30 characters. */
export function loanAccountNumber(value: string): boolean {
  return value.length <= 30 && alphanumeric(value);
}

/** A check that only limits length, for fields whose limit shares the field's own message. */
export function atMost(max: number) {
  return (value: string) => value.length <= max;
}
