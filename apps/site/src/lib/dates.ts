/**
 * '2025-09-18' → '18 Sep 2025', the way the site writes dates (as the disclosures list does), with
 * the month names of the page's language (`calendar` of the content).
 */
export function formatDate(iso: string, months: readonly string[]): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}
