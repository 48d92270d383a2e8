import { mediaQuery, vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

/** The header: top bar, logo, main navigation with its About Us menu, the two action buttons. */

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
  // With large text the logo and the Menu button no longer fit side by side: the button wraps.
  flexWrap: 'wrap',
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

/** The logo's mark: 36 px whatever the text size around it. */
export const logoMark = style({ fontSize: '36px' });

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
