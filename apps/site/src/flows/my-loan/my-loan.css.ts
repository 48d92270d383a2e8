import { mediaQuery, vars } from '@company/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { phone, stackedTable } from '../../components/page/stacked-table.ts';

export const facts = style({
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });

export const overdue = style({ color: vars.color.danger });

/**
 * The schedule and payments tables: on a phone each row is a card of label–value lines (the label
 * from the cell's `data-label`).
 */
export const table = stackedTable({ gap: vars.space.md, padding: vars.space.sm });
globalStyle(`${table} td`, {
  '@media': {
    [phone]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space.md,
      borderBottom: 'none',
    },
  },
});
globalStyle(`${table} td::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
    },
  },
});

export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
});
globalStyle(`${fieldset} legend`, {
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space.sm,
});

export const dates = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 12rem))' } },
});
globalStyle(`${dates} input`, { minHeight: '2.75rem', font: 'inherit' });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

/** The loans' list: cards, no bullets. */
export const cards = style({ listStyle: 'none', padding: 0, margin: 0 });
