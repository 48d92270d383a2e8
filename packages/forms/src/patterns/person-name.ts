import { matcher } from './matcher.ts';

/**
 * A person's name in any script: words of letters and their marks (\p{L}\p{M}), separated by
 * single spaces; an apostrophe, full stop or hyphen may join letters inside a word, and a word
 * may end with a full stop (an initial). No digits, no other symbols, no leading or trailing
 * space (trim the input first).
 *
 * @example
 * personName('Ravi Kumar');          // true
 * personName("D'Souza");             // true
 * personName('José Ravi-Kumar');     // true
 * personName('A. P. J. Abdul Kalam'); // true
 * personName('रवि कुमार');            // true
 * personName('Ravi  Kumar');         // false (two spaces)
 * personName('R2D2');                // false (digits)
 */
/** The expression behind `personName`; its `source` is the JSON Schema `pattern` of the API's routes. */
export const personNameShape =
  /^\p{L}\p{M}*(?:['’.-]?\p{L}\p{M}*)*\.?(?: \p{L}\p{M}*(?:['’.-]?\p{L}\p{M}*)*\.?)*$/u;

export const personName = /* @__PURE__ */ matcher(personNameShape);
