import { vars } from '@company/ui';
import { globalFontFace, globalStyle, style } from '@vanilla-extract/css';

// The rupee sign from a 1.3 kB file (scripts/make-rupee-font.sh) instead of the 168 kB latin-ext
// subset of the web font: declared after the package's faces, so browsers take this one for ₹.
globalFontFace('Noto Sans Variable', {
  src: 'url(/fonts/noto-sans-rupee.woff2) format("woff2-variations"), url(/fonts/noto-sans-rupee.woff2) format("woff2")',
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange: 'U+20B9',
});

globalStyle('html', { scrollPaddingTop: '88px' });
globalStyle('a', { color: vars.color.brand });

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flex: '1 0 auto',
  selectors: { '&:focus': { outline: 'none' } },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.lg,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:focus': { top: vars.space.sm } },
});
