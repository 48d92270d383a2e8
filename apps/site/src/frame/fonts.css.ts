import { vars } from '@company/ui';
import { globalFontFace, globalStyle } from '@vanilla-extract/css';

// The site's web font: Noto Sans for Latin and Devanagari, with `font-display: optional`. The
// Latin file is preloaded by every pre-rendered page, so it is nearly always ready for the first
// paint; when it is not (a slow phone, a busy network), the page keeps the system font for this
// visit instead of swapping it in later and moving the text under the reader's finger (a layout
// shift). The next page finds it in the cache. The package's own faces (`@company/ui/fonts.css`,
// `swap`) are not imported: the site imports `@company/ui/global.css`, not `styles.css`.
const files = '@fontsource-variable/noto-sans/files';
const face = (file: string, unicodeRange: string) =>
  globalFontFace('Noto Sans Variable', {
    src: `url(${file}) format("woff2-variations"), url(${file}) format("woff2")`,
    fontWeight: '100 900',
    fontStyle: 'normal',
    fontDisplay: 'optional',
    unicodeRange,
  });

face(
  `${files}/noto-sans-latin-ext-wght-normal.woff2`,
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
);
// Devanagari for the Hindi pages: the site's own cut (scripts/make-devanagari-font.sh: the
// Devanagari block, weights 400 to 700, 68 kB instead of the package's 99 kB), from the public
// folder so the English and Hindi builds share one URL. Only a page with Devanagari text fetches
// it (English pages draw the switch's one word in the system font); Hindi pages preload it.
// Its weights are declared as the Latin faces' (100 to 900; the file's axis stops at 400 and 700,
// so the browser draws the nearest): a browser joins into one font only the faces of a family whose
// descriptors other than unicode-range are equal (CSS Fonts 4, font matching). Declared 400 to 700,
// a weight-400 text matched this face alone, and Latin text fell back to the system font.
globalFontFace('Noto Sans Variable', {
  src: 'url(/fonts/noto-sans-devanagari.woff2) format("woff2-variations"), url(/fonts/noto-sans-devanagari.woff2) format("woff2")',
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'optional',
  unicodeRange: 'U+0900-097F,U+200C-200D,U+25CC',
});
// Matras above and below the letters need more room than Latin's tight 1.2 (headings, buttons):
// on Hindi pages the theme's tight line height is 1.45, so no matra is clipped.
globalStyle('html:lang(hi)', { vars: { [vars.lineHeight.tight]: '1.45' } });
face(
  `${files}/noto-sans-latin-wght-normal.woff2`,
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
);
// The rupee sign from a 1.3 kB file (scripts/make-rupee-font.sh) instead of the 168 kB latin-ext
// file or the 99 kB Devanagari one: declared last, so browsers take this face for ₹.
face('/fonts/noto-sans-rupee.woff2', 'U+20B9');

/**
 * The fallback for a visit the web font misses: the platform's own sans-serif, named by `local()`
 * instead of by family names and generics in the stack. Chromium on Linux asks the browser process,
 * synchronously, for every system family of the stack in every weight and size used, even when the
 * web font is ready: with `system-ui, sans-serif` that was 20 to 36 calls in a page's first layout
 * (a family and a strike per weight and size), and each waits when the browser is busy: the long
 * tasks of the unthrottled budget. A `local()` face costs one call per name until one matches.
 * With no name matching either (no such machine is known), the browser's default font is drawn.
 */
export const fallbackFamily = 'Noto Sans Variable Fallback';
// Full font names, Linux's first (only there is each name a synchronous call, and a miss costs
// one): DejaVu Sans comes with fontconfig on Debian and Ubuntu.
const platformSans = (names: string[]) => names.map((name) => `local("${name}")`).join(', ');
globalFontFace(fallbackFamily, {
  src: platformSans([
    'DejaVu Sans',
    'Noto Sans Regular',
    'Liberation Sans',
    'Arial',
    'Roboto',
    'Segoe UI',
    'Helvetica Neue',
  ]),
  fontWeight: '100 500',
});
globalFontFace(fallbackFamily, {
  src: platformSans([
    'DejaVu Sans Bold',
    'Noto Sans Bold',
    'Liberation Sans Bold',
    'Arial Bold',
    'Roboto Bold',
    'Segoe UI Bold',
    'Helvetica Neue Bold',
  ]),
  fontWeight: '600 900',
});
// `html:root` outranks the theme's class on the same element, as `html:lang(hi)` above does.
const stack = `"Noto Sans Variable", "${fallbackFamily}"`;
globalStyle('html:root', { vars: { [vars.font.body]: stack, [vars.font.heading]: stack } });
