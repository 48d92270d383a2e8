import { vars } from '@company/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Below this width each table row is a card (the 412 px phone included). */
export const phone = 'screen and (max-width: 767.98px)';

/**
 * A table from a tablet up; on a phone each row is a card and the column headings are left to
 * screen readers (each cell's `data-label` names its column), so nothing scrolls sideways. Called
 * from a `.css.ts` file, which then styles its own cells on a phone.
 */
export function stackedTable(row: { gap: string; padding: string }) {
  const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
  globalStyle(`${table} caption`, {
    textAlign: 'start',
    fontWeight: vars.fontWeight.semibold,
    paddingBlock: vars.space.sm,
  });
  globalStyle(`${table} th, ${table} td`, {
    padding: `${vars.space.xs} ${vars.space.sm}`,
    textAlign: 'start',
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
        marginBottom: row.gap,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        padding: row.padding,
      },
    },
  });
  return table;
}
