/** Providers that deliver a mailbox's mail whatever dots its name has (a.b@ is ab@). */
const dotsIgnoredBy = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, as the key of its message budget: lower case, without a
 * plus-address (`name+tag@` is `name@`), and for the providers that ignore dots, without them
 * (googlemail.com is gmail.com). Written here, not taken from a library: these three rules are
 * the whole of it, and the budget must not change with a library's list of providers.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (dotsIgnoredBy.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
