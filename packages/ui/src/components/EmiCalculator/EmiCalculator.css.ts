import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { mediaQuery } from '../../tokens/shared.ts';

export const root = style({
  // In a parent grid or flex row the schedule's wide table scrolls inside; it never widens the card.
  minWidth: 0,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
});

export const heading = style({
  margin: `0 0 ${vars.space.lg}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const layout = style({
  display: 'grid',
  // One column that never grows past the card, whatever the text size.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});

export const controls = style({ display: 'grid', gap: vars.space.xl });

// The slider (label, range hint, track) and its number box beside it, or under it when the two
// do not fit side by side (a narrow screen, large text).
export const control = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

globalStyle(`${control} > :first-child`, { flex: '1 1 10rem', minWidth: 0 });

// One width for every box, so the three tracks beside them line up.
export const inputWrap = style({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: '9rem',
  maxWidth: '100%',
  minHeight: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const affix = style({ color: vars.color.textMuted, marginInlineEnd: vars.space.xxs });

export const numberInput = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  minHeight: '40px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const results = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.onBrandSoft,
});

export const figures = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const figure = style({
  display: 'flex',
  // With large text a figure goes under its name rather than past the edge.
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-kind="emi"]': { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold },
  },
});

globalStyle(`${figure} dd`, { margin: 0 });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm });

export const schedule = style({ marginTop: vars.space.xl });

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  cursor: 'pointer',
  // In forced colours the brand colour is gone: an edge says it is a control.
  '@media': {
    '(forced-colors: active)': { border: '1px solid ButtonText', paddingInline: vars.space.sm },
  },
});

export const scroll = style({
  maxHeight: '360px',
  overflow: 'auto',
  marginTop: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  minWidth: '460px',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  padding: vars.space.sm,
  textAlign: 'start',
  color: vars.color.textMuted,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} thead th`, {
  position: 'sticky',
  top: 0,
  background: vars.color.surfaceAlt,
});

// The processing fee: its label and hint on the left, the unit and the box on the right.
export const feeLabel = style({ display: 'grid', gap: vars.space.xxs });

export const feeHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const feeUnit = style({
  minHeight: '40px',
  marginInlineEnd: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
});

export const aprMeaning = style({ margin: 0, fontSize: vars.fontSize.sm });
