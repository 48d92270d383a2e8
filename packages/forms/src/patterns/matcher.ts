/**
 * Makes a pattern from an anchored regular expression. The expression has no `g`/`y` flag, so
 * `test` keeps no state between calls; a value that is not a string never matches (a JSON body
 * may hold a number or `null`, and `RegExp#test` would read `null` as the text "null").
 */
export function matcher(shape: RegExp): (value: string) => boolean {
  return (value) => typeof value === 'string' && shape.test(value);
}
