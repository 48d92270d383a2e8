/**
 * The company's mark, drawn in the page itself: as an SVG image (`<img src="/logo.svg">`) it cost
 * every page an SVG document of its own, built on the main thread in the first frame (issue 19).
 * Decorative: the link around it is named.
 */
export function Logo() {
  return (
    <svg width={36} height={36} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle cx={18} cy={18} r={16} fill="#1546a0" />
      <circle cx={18} cy={18} r={8.5} fill="none" stroke="#fff" strokeWidth={3} />
      <path d="M6 27L30 9" stroke="#2bd17e" strokeWidth={3.5} strokeLinecap="round" />
    </svg>
  );
}
