import { matcher } from './matcher.ts';

/**
 * A person's name: ASCII letters in words separated by single spaces, no leading or trailing
 * space (trim the input first).
 *
 * @example
 * personName('Ravi Kumar');  // true
 * personName('Ravi  Kumar'); // false (two spaces)
 * personName('Ravi K.');     // false (dot)
 */
/** The expression behind `personName`; its `source` is the JSON Schema `pattern` of the API's routes. */
export const personNameShape = /^[A-Za-z]+(?: [A-Za-z]+)*$/;

export const personName = /* @__PURE__ */ matcher(personNameShape);
