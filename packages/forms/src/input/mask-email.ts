/**
 * Masks an e-mail address for display: the first 2 characters of the local part stay, the rest
 * of it becomes `*`, the domain stays. A local part of 2 characters or fewer keeps only its first
 * (or none), so a masked address never shows a whole local part.
 *
 * @example
 * maskEmail('ravi.kumar@example.com'); // 'ra********@example.com'
 * maskEmail('ab@example.com');         // 'a*@example.com'
 */
export function maskEmail(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const at = value.lastIndexOf('@');
  const local = at === -1 ? value : value.slice(0, at);
  const domain = at === -1 ? '' : value.slice(at);
  const shown = Math.min(2, Math.max(local.length - 1, 0));
  return local.slice(0, shown) + '*'.repeat(local.length - shown) + domain;
}
