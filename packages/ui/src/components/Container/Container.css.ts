import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { mediaQuery } from '../../tokens/shared.ts';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.lg,
    '@media': {
      [mediaQuery('tablet')]: { paddingInline: vars.space.xl },
      [mediaQuery('desktop')]: { paddingInline: vars.space['2xl'] },
    },
  },
  variants: {
    /** Largest content width (padding included): text columns `sm`, forms `md`, pages `lg`. */
    size: {
      sm: { maxWidth: '720px' },
      md: { maxWidth: '960px' },
      lg: { maxWidth: '1280px' },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { size: 'lg' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
