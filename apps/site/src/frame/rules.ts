/**
 * The page frame's rules (marketing-site.md §2.2), as pure functions of the path so the frame,
 * the pre-renderer and the tests read the same lists.
 */

/** Removes one trailing slash (not from '/') and lower-cases: '/Mandate/' → '/mandate'. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed.toLowerCase();
}

/** Payment and mandate pages: neither header and footer nor category bar. */
export const paymentAndMandatePaths: readonly string[] = [
  '/mandate',
  '/initiate-payment',
  '/payment-response',
  '/mandate-information',
  '/mandate-registration-response',
  '/mandate-response',
];

/** Routes that show neither header nor footer (with or without a trailing slash). */
export const framelessPaths: readonly string[] = [...paymentAndMandatePaths, '/redirect'];

/** Routes with the floating WhatsApp chat button. */
export const whatsAppPaths: readonly string[] = ['/contact-us', '/', '/aboutus', '/customer-care'];

export function showsHeaderAndFooter(pathname: string): boolean {
  return !framelessPaths.includes(normalisePath(pathname));
}

export function showsCategoryBar(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path !== '/' && !paymentAndMandatePaths.includes(path);
}

export function showsWhatsApp(pathname: string): boolean {
  return whatsAppPaths.includes(normalisePath(pathname));
}
