import { mediaQuery, vars } from '@company/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The payment and mandate pages' own look: one narrow column, result marks, label–value rows, link buttons. */

export const column = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  '@media': { [mediaQuery('tablet')]: { paddingBlock: vars.space['2xl'] } },
});

export const heading = style({
  fontSize: vars.fontSize['2xl'],
  lineHeight: 1.25,
  margin: `0 0 ${vars.space.sm}`,
});

export const intro = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.xl}` });

/**
 * The mandate and payment forms' column and action row. Not the UI Stack and Inline: their Box
 * runtime (the sprinkles class map, ~2.5 kB gzip) would take /mandate past its 120 kB budget.
 */
export const form = style({ display: 'grid', gap: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

/** Label and value rows (loan information, mandate and payment details). */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, auto) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: `${vars.space.lg} 0`,
});
globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const outcome = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize['2xl'],
  lineHeight: 1.25,
});

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-state="success"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-state="failed"]': { background: vars.color.dangerSoft, color: vars.color.danger },
    '&[data-state="pending"]': { background: vars.color.brandSoft, color: vars.color.onBrandSoft },
  },
});

/** A line under the card (the link to /my-loan on a result page). */
export const afterCard = style({ margin: `${vars.space.lg} 0 0` });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A link that looks like a button (Go To Home, Try Again). */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});

export const secondaryLink = style([
  buttonLink,
  {
    background: vars.color.surface,
    color: vars.color.brand,
    border: `1px solid ${vars.color.brand}`,
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
]);

export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: '24px',
});
