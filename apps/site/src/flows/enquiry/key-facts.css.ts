import { vars } from '@company/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { phone, stackedTable } from '../../components/page/stacked-table.ts';

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
 * The statement's tables: on a phone each row is a card, a cell with a `data-label` showing its
 * column's name above it.
 */
export const table = stackedTable({ gap: vars.space.sm, padding: vars.space.xs });
globalStyle(`${table} caption`, { fontSize: vars.fontSize.md });
globalStyle(`${table} th, ${table} td`, { verticalAlign: 'top' });
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
