/**
 * The page frame's rules (marketing-site.md §2.2), as pure functions of the path so the frame,
 * the pre-renderer and the tests read the same lists.
 */
import { normalisePath } from '../lib/paths.ts';

export { normalisePath };

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
