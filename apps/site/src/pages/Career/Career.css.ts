import { mediaQuery, vars } from '@company/ui';
import { style } from '@vanilla-extract/css';
import { cardGrid } from '../../components/page/company.css.ts';

/** The five benefits: the company card grid, all five in one row from desktop. */
export const benefits = style([
  cardGrid,
  { '@media': { [mediaQuery('desktop')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } } },
]);

export const benefitIcon = style({
  width: '2.5rem',
  height: '2.5rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});
