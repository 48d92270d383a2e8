import { vars } from '@company/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import './fonts.css.ts';

globalStyle('html', { scrollPaddingTop: '88px' });
globalStyle('a', { color: vars.color.brand });
// A heading's long word breaks rather than push the page sideways with large text (WCAG 1.4.4):
// "Registration" at 200 % is wider than a phone's column once the web font has loaded.
globalStyle('h1, h2, h3', { overflowWrap: 'anywhere', hyphens: 'auto' });
// A description's value may be one long word (an e-mail address): it breaks, too.
globalStyle('dd', { overflowWrap: 'anywhere' });

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
