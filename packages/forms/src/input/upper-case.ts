/**
 * Upper-cases the input (PAN is shown and checked upper-case). Use as final-form `parse`.
 *
 * @example
 * upperCase('abcpe1234f'); // 'ABCPE1234F'
 */
export function upperCase(value: string | null | undefined): string {
  return typeof value === 'string' ? value.toUpperCase() : '';
}
