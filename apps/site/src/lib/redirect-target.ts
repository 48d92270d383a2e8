/**
 * Where /redirect may send the visitor: a path on this site (one leading `/`, not `//` or `/\`,
 * no scheme, no control characters), else `/`. Keeps an open redirect out of the site.
 */
export function safeRedirectTarget(to: string | null | undefined): string {
  if (!to?.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return '/';
  try {
    const base = 'https://site.invalid';
    const url = new URL(to, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
