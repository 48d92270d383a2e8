import { mediaQuery, vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.surface})`,
});

export const heroText = style({ paddingBottom: vars.space.lg });

export const headline = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { [mediaQuery('tablet')]: { fontSize: vars.fontSize['4xl'] } },
});

export const subline = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '5 / 2',
  borderRadius: vars.radius.lg,
});

export const tiles = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQuery('desktop')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

/** The second row: the remaining four tiles. */
export const tilesRest = style([
  tiles,
  {
    marginTop: vars.space.xl,
    '@media': { [mediaQuery('desktop')]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
  },
]);

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const cardTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const quote = style({ margin: 0, fontSize: vars.fontSize.lg });

export const cite = style({
  display: 'block',
  marginTop: vars.space.md,
  fontStyle: 'normal',
  color: vars.color.textMuted,
});

export const video = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '8 / 5',
  borderRadius: vars.radius.md,
  background: vars.color.inverse,
});

export const faqList = style({ display: 'grid', gap: vars.space.sm, maxWidth: '860px' });

export const faq = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const faqQuestion = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});

export const faqAnswer = style({
  margin: 0,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.textMuted,
});

export const slideHeadline = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  '@media': { [mediaQuery('tablet')]: { fontSize: vars.fontSize['2xl'] } },
});

// The tile's representative example (amount, rate, fee, EMI, APR) on a line of its own.
export const tileExample = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
