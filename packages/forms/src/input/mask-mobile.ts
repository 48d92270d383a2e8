/**
 * Masks a mobile number for display: every ASCII digit but the last 4 becomes `X`; other
 * characters (`+`, spaces) stay where they are.
 *
 * @example
 * maskMobile('9876543210');      // 'XXXXXX3210'
 * maskMobile('+91 98765 43210'); // '+XX XXXXX X3210'
 */
export function maskMobile(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  let hidden = value.replace(/[^0-9]/g, '').length - 4;
  return value.replace(/[0-9]/g, (digit) => (hidden-- > 0 ? 'X' : digit));
}
