import { vars } from '@company/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Below this width each table row is a card (the 412 px phone included). */
const phone = 'screen and (max-width: 767.98px)';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  marginBlock: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
globalStyle(`${card} > *`, { margin: 0 });

export const illustrative = style({ fontWeight: vars.fontWeight.semibold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/**
 * The statement's tables: a table from a tablet up; on a phone each row is a card, a cell with a
 * `data-label` showing its column's name above it, so nothing scrolls sideways.
 */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} caption`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  paddingBlock: vars.space.sm,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
globalStyle(`${table} tr`, {
  '@media': {
    [phone]: {
      display: 'block',
      marginBottom: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      padding: vars.space.xs,
    },
  },
});
globalStyle(`${table} tbody th, ${table} tbody td`, {
  '@media': { [phone]: { display: 'block', borderBottom: 'none' } },
});
globalStyle(`${table} tbody td[data-label]::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label)',
      display: 'block',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
    },
  },
});
