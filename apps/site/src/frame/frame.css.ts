import { mediaQuery, vars } from '@company/ui';
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

/* Header ---------------------------------------------------------------------------------- */

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBar = style({
  background: vars.color.inverse,
  color: vars.color.onInverse,
  fontSize: vars.fontSize.sm,
});

export const topBarInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: `0 ${vars.space.xl}`,
});

export const topBarLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  color: vars.color.onInverse,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.onInverse },
  },
});

export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '64px',
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  minHeight: '44px',
  marginInlineEnd: 'auto',
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  minWidth: '44px',
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  '@media': { [mediaQuery('desktop')]: { display: 'none' } },
});

/** The navigation panel: a drop-down sheet on small screens, a row on desktops. */
export const navPanel = style({
  display: 'none',
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: 'calc(100vh - 100px)',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  selectors: { '&[data-state="open"]': { display: 'block' } },
  '@media': {
    [mediaQuery('desktop')]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.lg,
      position: 'static',
      padding: 0,
      border: 'none',
      boxShadow: 'none',
      overflow: 'visible',
      maxHeight: 'none',
    },
  },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    [mediaQuery('desktop')]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xxs },
  },
});

export const navItem = style({ position: 'relative' });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.brand, background: vars.color.brandSoft },
    '&[aria-current="page"]': { color: vars.color.brand, textDecoration: 'underline' },
  },
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const dropdown = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.lg}`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [mediaQuery('desktop')]: {
      position: 'absolute',
      top: '100%',
      insetInlineStart: 0,
      zIndex: vars.zIndex.dropdown,
      minWidth: '240px',
      padding: vars.space.sm,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  '@media': { [mediaQuery('desktop')]: { marginTop: 0 } },
});

const actionBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.brand}`,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const actionPrimary = style([
  actionBase,
  {
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: { '&:hover': { background: vars.color.brandHover } },
  },
]);

export const actionSecondary = style([
  actionBase,
  {
    background: vars.color.surface,
    color: vars.color.brand,
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
]);

/* Category bar ---------------------------------------------------------------------------- */

export const categoryBar = style({
  background: vars.color.brandSoft,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const categoryList = style({
  listStyle: 'none',
  margin: '0 auto',
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const categoryLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.md,
  color: vars.color.onBrandSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': {
      borderBottomColor: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

/* Footer ---------------------------------------------------------------------------------- */

export const footer = style({
  marginTop: vars.space['4xl'],
  background: vars.color.inverse,
  color: vars.color.onInverse,
  paddingBlock: vars.space['3xl'],
  fontSize: vars.fontSize.sm,
});

export const footerGrid = style({
  display: 'grid',
  gap: vars.space['2xl'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});

export const footerHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.onInverse,
});

export const footerList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.onInverse,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.onInverse },
  },
});

export const footerLegal = style({
  marginTop: vars.space['2xl'],
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  display: 'grid',
  gap: vars.space.sm,
});

export const footerFacts = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.xl}`,
});

export const socialList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const socialLink = style([
  footerLink,
  {
    justifyContent: 'center',
    minWidth: '44px',
    minHeight: '44px',
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.borderStrong}`,
  },
]);

/* WhatsApp -------------------------------------------------------------------------------- */

export const whatsApp = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.sticky,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.round,
  // WhatsApp's brand green, allowed on this button only (product decisions); this shade keeps the
  // white glyph and the button's edge at ≥ 3:1 (WCAG 1.4.11).
  background: '#128c7e',
  color: '#ffffff',
  boxShadow: vars.shadow.lg,
  selectors: { '&:hover': { background: '#075e54' } },
});
