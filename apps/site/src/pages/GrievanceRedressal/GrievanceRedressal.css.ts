import { mediaQuery, vars } from '@company/ui';
import { style } from '@vanilla-extract/css';
import { plainList } from '../../components/page/company.css.ts';

export const tiers = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.lg,
    counterReset: 'tier',
    '@media': {
      [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQuery('desktop')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const tierLevel = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const factTerm = style({ fontWeight: vars.fontWeight.semibold });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const officers = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.lg,
    marginBlock: vars.space.lg,
    '@media': {
      [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQuery('desktop')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const matrices = style([
  plainList,
  { display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.xl}` },
]);

export const ombudsman = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
