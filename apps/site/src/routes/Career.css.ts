import { mediaQuery, vars } from '@company/ui';
import { style } from '@vanilla-extract/css';
import { plainList } from '../components/company/company.css.ts';

export const benefits = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: '1fr',
    '@media': {
      [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQuery('desktop')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
    },
  },
]);

export const benefitIcon = style({
  width: '2.5rem',
  height: '2.5rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});
