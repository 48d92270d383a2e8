/**
 * Masks an Aadhaar number for display: every digit but the last 4 becomes `X`, in groups of 4.
 * Display only (final-form `format`, e.g. with `formatOnBlur`): never store the masked value.
 *
 * @example
 * maskAadhaar('234123412346');   // 'XXXX XXXX 2346'
 * maskAadhaar('2341 2341 2346'); // 'XXXX XXXX 2346'
 */
export function maskAadhaar(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const digits = value.replace(/[^0-9]/g, '');
  const hidden = Math.max(digits.length - 4, 0);
  const masked = 'X'.repeat(hidden) + digits.slice(hidden);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
