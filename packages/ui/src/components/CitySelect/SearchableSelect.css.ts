import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const control = style({ position: 'relative' });

export const input = style({
  width: '100%',
  minHeight: '44px',
  paddingBlock: vars.space.sm,
  paddingInline: `${vars.space.md} 44px`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { background: vars.color.surfaceAlt, cursor: 'not-allowed' },
    [`${root}[data-state="invalid"] &`]: { borderColor: vars.color.danger },
  },
});

export const toggle = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

globalStyle(`${toggle}[aria-expanded="true"] > svg`, { transform: 'rotate(180deg)' });

export const popup = style({
  position: 'absolute',
  zIndex: vars.zIndex.dropdown,
  insetInline: 0,
  top: `calc(100% + ${vars.space.xxs})`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});

export const menu = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const item = style({
  // One line per row: the list renders only the rows in view and places them by this height.
  height: '2.25em',
  lineHeight: '2.25em',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  paddingInline: vars.space.md,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft, color: vars.color.onBrandSoft },
    // downshift marks the highlighted option aria-selected; the chosen one is data-selected.
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
});

export const status = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { [`${root}[data-state="invalid"] &`]: { color: vars.color.danger } },
});
