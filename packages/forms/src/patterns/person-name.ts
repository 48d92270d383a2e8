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
export const personName = /* @__PURE__ */ matcher(/^[A-Za-z]+(?: [A-Za-z]+)*$/);
