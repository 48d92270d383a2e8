/** Removes one trailing slash (not from '/') and lower-cases: '/Mandate/' → '/mandate'. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed.toLowerCase();
}
