import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { mediaQuery } from '../../tokens/shared.ts';

export const root = style({
  // In a parent grid or flex row a wide table scrolls inside its region; it never widens the page.
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/**
 * A narrow screen scrolls the table sideways inside this region rather than restacking its cells:
 * `display: block` on table parts makes some browsers drop the table's semantics (rows, headers).
 * The region is focusable so keyboard users can scroll it, and named after the caption.
 */
export const scrollRegion = style({
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&:focus-visible': { outlineOffset: '2px' },
  },
});

const striped = style({});

export const table = recipe({
  base: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    // Digits of equal width line up down a column.
    fontVariantNumeric: 'tabular-nums lining-nums',
    '@media': { [mediaQuery('tablet')]: { fontSize: vars.fontSize.md } },
  },
  variants: {
    /** Alternate row backgrounds help the eye follow a row across a wide table. */
    striped: { true: striped, false: {} },
  },
  defaultVariants: { striped: true },
});

export type RateTableVariants = NonNullable<RecipeVariants<typeof table>>;

export const bodyRow = style({
  selectors: { [`${striped} &:nth-child(even)`]: { background: vars.color.surfaceAlt } },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderTop: `1px solid ${vars.color.border}`,
    verticalAlign: 'top',
    '@media': {
      [mediaQuery('tablet')]: { paddingBlock: vars.space.md, paddingInline: vars.space.lg },
    },
  },
  variants: {
    kind: {
      /** Column headers: the table's header row. */
      columnHeader: {
        background: vars.color.brandSoft,
        color: vars.color.onBrandSoft,
        fontWeight: vars.fontWeight.semibold,
        borderTop: 'none',
      },
      /** The first cell of each row names what the row describes. */
      rowHeader: { fontWeight: vars.fontWeight.medium },
      data: {},
    },
    /** `end` aligns figures on the right so their decimal points line up (tabular numerals). */
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { kind: 'data', align: 'start' },
});

export const notes = style({
  display: 'grid',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const note = style({});

// Paragraphs passed as content keep their own spacing but none at the edges.
globalStyle(`${note} > p`, { margin: 0 });
globalStyle(`${note} > p + p`, { marginBlockStart: vars.space.sm });
